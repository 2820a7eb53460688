// Async functions called at module top level, then awaited: the sync prefixes run first.
const log = (s) => console.log(s);
async function step(name) {
  log(name + ' sync part');
  await null;
  log(name + ' resumed');
  return name;
}
const p1 = step('one');
const p2 = step('two');
log('both started');
log('awaited ' + (await p2));
log('awaited ' + (await p1));
queueMicrotask(() => log('microtask after awaits'));
await null;
log('module done');
