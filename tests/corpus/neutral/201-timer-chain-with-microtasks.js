// Each zero-delay timer's microtasks run before the next timer callback.
function schedule(name, depth) {
  setTimeout(() => {
    console.log(`timer ${name}`);
    Promise.resolve().then(() => console.log(`  then after ${name}`));
    queueMicrotask(() => console.log(`  microtask after ${name}`));
    if (depth > 0) schedule(`${name}+`, depth - 1);
  }, 0);
}
schedule('a', 2);
schedule('b', 1);
console.log('scheduled');
