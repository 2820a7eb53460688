// Object literals: shorthand properties, computed keys, methods, getters and setters.
const x = 1, y = 2;
const prefix = 'dyn';
let setCalls = 0;
const obj = {
  x,
  y,
  [prefix + 'Key']: 'computed',
  [`${prefix}_${x + y}`]: 'template computed',
  method() { return this.x + this.y; },
  arrow: () => 'arrow',
  get sum() { return this.x + this.y; },
  set sum(v) { setCalls++; this.x = v - this.y; },
  'quoted key': true,
  42: 'numeric key',
};
console.log(obj.dynKey, obj.dyn_3, obj.method(), obj.arrow());
obj.sum = 10;
console.log(obj.x, obj.sum, setCalls);
console.log(obj['quoted key'], obj[42], obj['42']);
console.log(Object.keys(obj).join(','));
