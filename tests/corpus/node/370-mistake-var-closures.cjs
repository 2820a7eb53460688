// Mistake: var in loops shares one binding across closures
const fns = [];
for (var i = 0; i < 3; i++) fns.push(() => i);
console.log('var:', fns.map((f) => f()).join(','));

const fns2 = [];
for (let j = 0; j < 3; j++) fns2.push(() => j);
console.log('let:', fns2.map((f) => f()).join(','));

const fns3 = [];
for (var k = 0; k < 3; k++) fns3.push(((k) => () => k)(k));
console.log('IIFE:', fns3.map((f) => f()).join(','));

for (var t = 0; t < 3; t++) setTimeout(() => console.log('timeout var t =', t), 0);
for (let u = 0; u < 3; u++) setTimeout(() => console.log('timeout let u =', u), 0);
for (var v = 0; v < 3; v++) setTimeout(console.log, 0, 'timeout with arg v =', v);

console.log('hoisted before declaration:', typeof hoisted, hoisted);
var hoisted = 'now set';
try {
  console.log(notYet);
  let notYet = 1;
} catch (e) {
  console.log(e.name + ':', e.message);
}

var counter = 0;
function makeCounters() {
  var list = [];
  for (var n = 0; n < 2; n++) {
    var label = 'c' + n;
    list.push({ label: () => label, inc: () => ++counter });
  }
  return list;
}
const cs = makeCounters();
console.log(cs.map((c) => c.label()).join(','), cs[0].inc(), cs[1].inc());
const handlers = {};
for (const name of ['a', 'b']) handlers[name] = function () { return name; };
console.log(handlers.a(), handlers.b());
