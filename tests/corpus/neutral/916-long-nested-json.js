// JSON of deeply nested arrays and objects: 2 000 deep works; 5 000 and 1 000 000 deep stringify overflow in Node (only the error's class is printed).
function nest(depth) {
  let a = [];
  for (let i = 0; i < depth; i++) a = [a];
  return a;
}
function attempt(label, fn) {
  try {
    const r = fn();
    console.log(label, 'ok', typeof r === 'string' ? r.length : r);
  } catch (e) {
    console.log(label, 'threw', e.constructor.name);
  }
}
const text = JSON.stringify(nest(2000));
console.log('stringify 2000', text.length, text.slice(0, 8), text.slice(-8), text === '['.repeat(2001) + ']'.repeat(2001));
function depthOf(v) {
  let d = 0;
  while (v.length) { v = v[0]; d++; }
  return d;
}
attempt('parse 2000', () => depthOf(JSON.parse(text)));
attempt('parse 10000', () => depthOf(JSON.parse('['.repeat(10000) + ']'.repeat(10000))));
let o = {};
for (let i = 0; i < 2000; i++) o = { k: o, i };
attempt('object 2000', () => JSON.stringify(o));
attempt('stringify 5000', () => JSON.stringify(nest(5000)));
attempt('stringify 1000000', () => JSON.stringify(nest(1000000)));
console.log('still running');
