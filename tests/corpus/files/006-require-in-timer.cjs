// require() inside callbacks: a file's top level runs when it is first required, then never again.
console.log('start');
setTimeout(() => {
  console.log('timer: requiring lazy.cjs');
  const lazy = require('./lazy.cjs');
  console.log('timer: got', lazy.value());
  setImmediate(() => console.log('immediate: lazy again', require('./lazy.cjs').value()));
}, 5);
process.nextTick(() => {
  const t = require('./ticks.cjs');
  console.log('tick: ticks.cjs says', t.name);
});
Promise.resolve().then(() => console.log('promise: ticks loaded?', require.cache[require.resolve('./ticks.cjs')] !== undefined));
console.log('end of main');
// @file lazy.cjs
console.log('lazy.cjs top level runs');
let n = 0;
process.nextTick(() => console.log('tick queued by lazy.cjs'));
exports.value = () => ++n;
// @file ticks.cjs
console.log('ticks.cjs top level runs');
Promise.resolve().then(() => console.log('promise queued by ticks.cjs'));
exports.name = 'ticks';
