// A setImmediate polyfill with MessageChannel beats a chain of nested setTimeout(0)s,
// because nested timers get clamped to 4 ms after a few levels.
const channel = new MessageChannel();
const queue = [];
channel.port1.onmessage = () => { const fn = queue.shift(); fn && fn(); };
const setImmediateish = (fn) => { queue.push(fn); channel.port2.postMessage(null); };

const finished = [];
function chain(label, schedule, depth, done) {
  let n = 0;
  const t0 = performance.now();
  (function step() {
    if (++n === depth) { done(label, performance.now() - t0); return; }
    schedule(step);
  })();
}
const report = (label, ms) => {
  finished.push(label);
  if (label === 'setTimeout') console.log(`setTimeout chain of 12 took >= 20ms: ${ms >= 20}`);
  if (finished.length === 2) console.log('finish order:', finished.join(' then '));
};
chain('setTimeout', (f) => setTimeout(f, 0), 12, report);
chain('MessageChannel', setImmediateish, 12, report);

channel.port2.onmessage = (e) => console.log('port2 got', JSON.stringify(e.data), e.data.when instanceof Date, e.data.map.get('k'));
setTimeout(() => channel.port1.postMessage({ when: new Date(0), map: new Map([['k', [1, 2]]]), nested: { deep: true } }), 100);
try {
  channel.port1.postMessage({ fn() {} });
} catch (e) {
  console.log(e.name);
}
