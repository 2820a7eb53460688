// import() of a builtin in an ES module: a namespace with `default`, the same object each time, and when it settles.
let ticks = 0;
const tick = () => { ticks++; if (ticks < 40) Promise.resolve().then(tick); };
Promise.resolve().then(tick);
process.nextTick(() => console.log('nextTick after', ticks, 'microtask ticks'));
const first = import('node:path').then((ns) => { console.log('node:path settled after', ticks, 'ticks'); return ns; });
const ns = await first;
const { basename, join } = ns;
console.log(typeof ns.default, ns.default.basename === basename, Object.prototype.toString.call(ns));
console.log(basename('/srv/app/index.mjs'), join('a', '..', 'b', 'c.txt'), ns.default.extname('x.tar.gz'));
const again = await import('path');
console.log('same namespace via "path":', again === ns, 'keys sorted:', Object.keys(ns).join() === Object.keys(ns).sort().join());
const before = ticks;
await import('node:path');
console.log('cached import took', ticks - before, 'ticks');
const [{ EventEmitter }, fs] = await Promise.all([import('node:events'), import('fs')]);
console.log(typeof EventEmitter, typeof fs.readFileSync, typeof fs.default.promises);
