// Computed class field names are evaluated once, when the class is defined, in element order
// (instance and static fields and methods interleaved); a throwing key ends the definition.
const order = [];
function key(name) { order.push(name); return name; }
let made = 0;
class Config {
  [key('host')] = 'localhost';
  static [key('instances')] = 0;
  [key('port')] = 8080 + made++;
  [key('describe')]() { return `${this.host}:${this.port}`; }
  static [Symbol.for(key('kind'))] = 'config';
}
console.log(order.join(' '));
const a = new Config();
const b = new Config();
console.log(a.describe(), b.describe(), order.length);
console.log(Object.keys(a), Object.keys(Config), Config[Symbol.for('kind')]);

let reached = false;
try {
  class Broken {
    [(() => { throw new RangeError('bad key'); })()] = 1;
    [reached = true] = 2;
  }
  console.log('defined', typeof Broken);
} catch (e) {
  console.log(e.name, e.message, reached);
}

// The key is converted with ToPropertyKey once; the field value runs per instance.
let conversions = 0;
const k = { toString() { conversions++; return 'id'; } };
let next = 1;
class Row { [k] = next++; }
console.log(new Row().id, new Row().id, conversions);
