// A "progress heartbeat" setInterval that never gets to run because the report generator does all its work synchronously.
// The fix yields to the event loop between chunks with setImmediate.
const heartbeats = [];
let phase = 'sync';
const hb = setInterval(() => { heartbeats.push(phase); }, 1);
function makeRecords(n) {
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => ({ id: i, region: ['north', 'south', 'east', 'west'][i % 4], amount: Math.round(rnd() * 10000) / 100 }));
}
function summarize(records, from, to, acc) {
  for (let i = from; i < to; i++) {
    const r = records[i];
    const s = acc[r.region] ||= { count: 0, total: 0, max: 0 };
    s.count++; s.total += r.amount; if (r.amount > s.max) s.max = r.amount;
    // some pointless busy work that makes each record expensive
    let h = 0; for (let k = 0; k < 200; k++) h = (h * 31 + k + r.id) | 0;
    s.hash = (s.hash ?? 0) ^ h;
  }
  return acc;
}
const records = makeRecords(20000);
// BUG: one big synchronous pass; no timer callback can run during it
const start = heartbeats.length;
const acc1 = summarize(records, 0, records.length, {});
console.log('sync pass done; heartbeats during it:', heartbeats.length - start);
for (const [k, v] of Object.entries(acc1)) console.log(`  ${k.padEnd(5)} n=${v.count} total=${v.total.toFixed(2)} max=${v.max} hash=${v.hash}`);
setTimeout(() => {
  console.log('timer scheduled after sync pass fires; heartbeats so far > 0:', heartbeats.length > 0, 'all labelled sync-after:', heartbeats.every(p => p === 'sync'));
  phase = 'chunked';
  const acc2 = {};
  let i = 0, chunks = 0;
  const beforeChunked = heartbeats.length;
  (function step() {
    const end = Math.min(i + 500, records.length);
    summarize(records, i, end, acc2);
    i = end; chunks++;
    if (i < records.length) {
      // yield to timers only every few chunks via setTimeout (setImmediate alone would not let a 1ms interval in reliably on a fast machine)
      if (chunks % 5 === 0) setTimeout(step, 2); else setImmediate(step);
    } else {
      clearInterval(hb);
      const same = JSON.stringify(acc1) === JSON.stringify(acc2);
      console.log(`chunked pass done in ${chunks} chunks; results identical: ${same}; heartbeats got in: ${heartbeats.length - beforeChunked >= 3}`);
    }
  })();
}, 0);
console.log('end of main script');
