// An ES module is evaluated in the poll phase (the loader reads the file asynchronously):
// its setImmediate runs before its 0 ms timer, even after the module blocked for 45 ms.
setTimeout(() => console.log('timeout 0'), 0);
setImmediate(() => console.log('immediate'));
const t = Date.now(); while (Date.now() - t < 45);
console.log('main');
