// timers/promises: setTimeout(ms, value) and setImmediate(value) resolve with the given value.
const { setTimeout: wait, setImmediate: nextTurn } = require('timers/promises');
async function makeTea() {
  const first = await wait(2, 'water boiled');
  console.log(first);
  const second = await nextTurn('tea steeped');
  console.log(second);
  return 'tea served';
}
makeTea().then((v) => console.log(v));
console.log('kettle on');
