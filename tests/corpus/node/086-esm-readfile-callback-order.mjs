// ES module: a readFile callback runs after the module's microtasks and ticks; inside it, nextTick beats promises.
import fs from 'node:fs';
fs.readFile('086-esm-readfile-callback-order.mjs', 'utf8', (err, text) => {
  console.log('read callback, has text:', err === null && text.length > 0);
  Promise.resolve().then(() => console.log('promise inside callback'));
  process.nextTick(() => console.log('tick inside callback'));
  setImmediate(() => console.log('immediate inside callback'));
});
process.nextTick(() => console.log('tick from module'));
Promise.resolve().then(() => console.log('promise from module'));
