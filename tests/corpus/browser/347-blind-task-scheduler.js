// @until 1500
// Splitting work across task sources: MessageChannel "setImmediate" polyfill, setTimeout chains, scheduler.postTask priorities, requestIdleCallback, scheduler.yield
const log = [];
const say = (m) => { log.push(m); console.log(m); };
const channel = new MessageChannel();
const queue = [];
channel.port1.onmessage = () => { const fn = queue.shift(); fn && fn(); };
const setImmediateish = (fn) => { queue.push(fn); channel.port2.postMessage(null); };
function sumChunked(n, chunk, schedule, label) {
  return new Promise((resolve) => {
    let i = 0, total = 0, slices = 0;
    (function work() {
      const end = Math.min(i + chunk, n);
      for (; i < end; i++) total += i % 7;
      slices++;
      if (i < n) schedule(work); else resolve({ label, total, slices });
    })();
  });
}
async function phase1() {
  say('phase 1: race MessageChannel vs setTimeout(0) vs microtasks');
  setTimeout(() => say('  timeout 0'), 0);
  setImmediateish(() => say('  message-channel task'));
  Promise.resolve().then(() => say('  microtask'));
  queueMicrotask(() => say('  queueMicrotask'));
  await new Promise(r => setTimeout(r, 50));
  const results = await Promise.all([
    sumChunked(10000, 1000, setImmediateish, 'channel'),
    sumChunked(10000, 2500, (f) => setTimeout(f, 0), 'timeout'),
  ]);
  for (const r of results) say(`  ${r.label}: total=${r.total} slices=${r.slices}`);
}
async function phase2() {
  say('phase 2: scheduler.postTask priorities');
  if (!globalThis.scheduler) return say('  no scheduler API');
  const out = [];
  const tasks = [
    scheduler.postTask(() => out.push('background-1'), { priority: 'background' }),
    scheduler.postTask(() => out.push('user-visible-1')),
    scheduler.postTask(() => out.push('user-blocking-1'), { priority: 'user-blocking' }),
    scheduler.postTask(() => out.push('background-2'), { priority: 'background' }),
    scheduler.postTask(() => out.push('user-blocking-2'), { priority: 'user-blocking' }),
    scheduler.postTask(() => out.push('delayed-ub'), { priority: 'user-blocking', delay: 30 }),
  ];
  const controller = new TaskController({ priority: 'background' });
  const cancellable = scheduler.postTask(() => out.push('should not run'), { signal: controller.signal });
  controller.abort('changed my mind');
  tasks.push(cancellable.catch(e => out.push(`aborted: ${e}`)));
  const ctl2 = new TaskController({ priority: 'background' });
  tasks.push(scheduler.postTask(() => out.push('promoted'), { signal: ctl2.signal }));
  ctl2.setPriority('user-blocking');
  const v = await scheduler.postTask(() => 42, { priority: 'user-visible' });
  await Promise.all(tasks);
  say(`  order: ${out.join(' > ')}`);
  say(`  postTask returned ${v}`);
  const steps = [];
  async function longJob() {
    for (let i = 0; i < 3; i++) { steps.push(`job step ${i}`); await scheduler.yield(); }
  }
  setTimeout(() => steps.push('timeout queued before job'), 0);
  await longJob();
  await new Promise(r => setTimeout(r, 20));
  say('  yield interleaving: ' + steps.join(', '));
}
function phase3() {
  say('phase 3: requestIdleCallback');
  return new Promise((resolve) => {
    const order = [];
    requestIdleCallback((d) => { order.push(`idle A (didTimeout=${d.didTimeout}, hasTime=${d.timeRemaining() > 0})`); });
    const id = requestIdleCallback(() => order.push('idle cancelled'));
    cancelIdleCallback(id);
    setTimeout(() => order.push('timeout 0'), 0);
    requestIdleCallback((d) => {
      order.push('idle B');
      requestIdleCallback(() => { order.push('idle C (next period)'); say('  ' + order.join(' | ')); resolve(); });
    });
  });
}
phase1().then(phase2).then(phase3).then(() => say(`done, ${log.length} log lines`));
