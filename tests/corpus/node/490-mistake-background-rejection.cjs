// A server-ish app with a background "metrics flush" task started without awaiting or catching it.
// When the flush fails, the unhandled rejection kills the whole process (exit code 1), mid-way through the work.
const { EventEmitter } = require('events');
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
class MetricsClient {
  constructor() { this.buffer = []; this.flushes = 0; }
  record(name, value) { this.buffer.push({ name, value }); }
  async flush() {
    this.flushes++;
    const batch = this.buffer.splice(0);
    await sleep(20);
    if (this.flushes === 2) {
      const err = new Error(`metrics endpoint returned 500 for batch of ${batch.length}`);
      err.status = 500;
      throw err;
    }
    console.log(`  metrics: flushed ${batch.length} points (flush #${this.flushes})`);
  }
}
class OrderQueue extends EventEmitter {
  constructor(metrics) { super(); this.metrics = metrics; this.processed = 0; }
  async process(order) {
    await sleep(50);
    this.processed++;
    this.metrics.record('order.total', order.total);
    this.emit('processed', order);
  }
}
const metrics = new MetricsClient();
const queue = new OrderQueue(metrics);
queue.on('processed', (o) => console.log(`order ${o.id} processed (${o.total.toFixed(2)})`));
// BUG: fire-and-forget background loop; its promise is never awaited and has no .catch
async function startBackgroundFlush(intervalMs) {
  while (true) {
    await sleep(intervalMs);
    await metrics.flush();
  }
}
startBackgroundFlush(65);
async function main() {
  const orders = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, total: (i + 1) * 7.25 }));
  for (const o of orders) await queue.process(o);
  console.log('all orders processed:', queue.processed);
}
main().then(() => console.log('main finished'));
process.on('exit', (code) => console.log(`process exiting with code ${code} after ${queue.processed} orders`));
