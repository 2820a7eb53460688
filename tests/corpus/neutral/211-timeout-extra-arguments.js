// setTimeout and setInterval pass their extra arguments to the callback.
setTimeout((a, b) => console.log(`timeout got ${a} and ${b}`), 10, 'x', 42);
let count = 0;
const id = setInterval((label) => {
  count++;
  console.log(`${label} ${count}`);
  if (count === 2) clearInterval(id);
}, 20, 'interval');
setTimeout((...rest) => console.log(`rest length ${rest.length}`), 70);
