// import() from CommonJS returns a promise of the namespace; it settles among microtasks, after nextTick.
const order = [];
let ticks = 0;
const tick = () => { ticks++; if (ticks < 40) Promise.resolve().then(tick); };
Promise.resolve().then(tick);
process.nextTick(() => order.push('nextTick at ' + ticks));
const pending = import('node:path');
console.log(pending instanceof Promise, typeof pending.then);
pending.then((path) => {
  order.push('import settled at ' + ticks);
  console.log(path.default === require('path'), path.basename === require('node:path').basename);
  console.log(path.join('logs', 'app.log'), typeof path.default.resolve);
});
setImmediate(() => {
  console.log(order);
  import('node:os').then((os) => console.log('os.EOL is a newline:', os.EOL === '\n', typeof os.default.platform));
});
(async () => {
  const { promisify } = await import('util');
  console.log('util.promisify:', typeof promisify);
})();
