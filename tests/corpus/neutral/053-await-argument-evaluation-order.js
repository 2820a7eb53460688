// Operands and arguments containing await are evaluated left to right, one await at a time.
const log = (s) => console.log(s);
function val(name, v) { log('eval ' + name); return v; }
async function f() {
  const sum = val('a', 1) + (await val('b', 2)) + val('c', 3);
  log('sum ' + sum);
  const arr = [await val('d', 'x'), val('e', 'y'), await val('f', 'z')];
  log('arr ' + arr.join(''));
}
f();
log('sync end');
