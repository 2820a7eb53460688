// An async function runs synchronously up to its first await; it resumes as a microtask, after the nextTicks.
async function brew() {
  console.log('brew: grind beans');
  await null;
  console.log('brew: pour water');
  await null;
  console.log('brew: serve');
}
process.nextTick(() => console.log('tick: cups ready'));
brew();
queueMicrotask(() => console.log('microtask: napkins'));
console.log('sync: order taken');
