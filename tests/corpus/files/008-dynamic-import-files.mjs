// import() of the program's files against microtasks and nextTick: a CommonJS file, then an ES module.
globalThis.jobs = 0;
let p = Promise.resolve();
for (let i = 1; i <= 30; i++) p = p.then(() => { globalThis.jobs = i; });
import('./plain.cjs').then((ns) => console.log('plain.cjs settled after', globalThis.jobs, 'jobs:', ns.default.name));
await p;
console.log('chain done');
const ns = await import('./feature.mjs');
console.log('feature.mjs settled:', ns.feature());
const again = await import('./feature.mjs');
console.log('same namespace:', again === ns);
try {
  await import('./missing.mjs');
} catch (e) {
  console.log(e.code, e.message.includes('missing.mjs'));
}
// @file plain.cjs
console.log('plain.cjs runs after', globalThis.jobs, 'jobs');
exports.name = 'plain';
// @file feature.mjs
console.log('feature.mjs body');
Promise.resolve().then(() => console.log('microtask from feature.mjs'));
process.nextTick(() => console.log('tick from feature.mjs'));
export function feature() { return 'on'; }
