// import() of a module that does not exist rejects (ERR_MODULE_NOT_FOUND), sooner than a successful import.
let ticks = 0;
const tick = () => { ticks++; if (ticks < 40) Promise.resolve().then(tick); };
Promise.resolve().then(tick);
const results = [];
const attempt = (spec) => import(spec).then(
  () => results.push(`${spec}: loaded at ${ticks}`),
  (e) => results.push(`${spec}: ${e.code} at ${ticks}`));
await Promise.all([attempt('node:path'), attempt('no-such-package'), attempt('./missing-file.mjs')]);
console.log(results);
try {
  await import('definitely-missing');
} catch (e) {
  console.log(e instanceof Error, e.code, e.message.startsWith("Cannot find package 'definitely-missing'"));
}
const sym = await import(Symbol('x')).catch((e) => e.constructor.name);
console.log('symbol specifier:', sym);
console.log(await import('node:path').then((m) => typeof m.join));
