// Generators: a coroutine-style state machine that receives events through next(value).
function* trafficLight() {
  let state = 'red';
  while (true) {
    const event = yield state;
    if (event === 'timer') {
      state = state === 'red' ? 'green' : state === 'green' ? 'yellow' : 'red';
    } else if (event === 'emergency') {
      state = 'red';
    } else {
      console.log(`ignored ${event} in ${state}`);
    }
  }
}
const light = trafficLight();
console.log(light.next().value); // the first next() runs to the first yield
for (const e of ['timer', 'timer', 'honk', 'timer', 'timer', 'emergency']) {
  console.log(e, '->', light.next(e).value);
}
// A line parser: feed chunks, get complete lines back.
function* lineSplitter() {
  let buffer = '';
  let lines = [];
  while (true) {
    const chunk = yield lines;
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop();
    lines = parts;
  }
}
const splitter = lineSplitter();
splitter.next();
console.log(splitter.next('hel').value);
console.log(splitter.next('lo\nwor').value);
console.log(splitter.next('ld\nbye\n').value);
