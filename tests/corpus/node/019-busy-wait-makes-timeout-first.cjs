// At top level, a 5 ms busy wait after scheduling makes the expired setTimeout(0) run before setImmediate.
setImmediate(() => console.log('immediate'));
setTimeout(() => console.log('timeout 0'), 0);
const s = Date.now();
while (Date.now() - s < 5) {}
console.log('busy wait over');
