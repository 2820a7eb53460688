// yield: an identifier in sloppy non-generator code; inside generators an operator with low precedence.
var yield = 'a name';
function notAGenerator(yield) { return yield + '!'; }
console.log(yield, notAGenerator('plain'), { yield: 1 }.yield);
function* g() {
  const sum = (yield 'first') + (yield 'second');
  console.log('sum', sum);
  const list = [yield, yield 'x'];
  console.log('list', list);
  const obj = { key: yield 'in object' };
  console.log('obj', obj);
  console.log(`template ${yield 'in template'}`);
  const noArg = yield
  console.log('noArg', noArg);
  yield yield 'nested';
  return typeof (yield 'typeof');
}
const it = g();
const log = [];
let r = it.next();
let i = 0;
while (!r.done) {
  log.push(r.value);
  r = it.next(i++);
}
console.log(log, r);
const f = function* yielder() { yield yielder.name; };
console.log(f().next().value);
