// Errors thrown by getters, setters, constructors and toString propagate to the caller.
class Strict {
  constructor(v) { if (v < 0) throw new RangeError('negative: ' + v); this.v = v; }
  get doubled() { if (this.v === 0) throw new Error('zero has no double'); return this.v * 2; }
}
const results = [];
for (const v of [2, 0, -1]) {
  try {
    results.push(new Strict(v).doubled);
  } catch (e) {
    results.push(e.name + '(' + e.message + ')');
  }
}
console.log(results.join(' | '));
const weird = { toString() { throw new Error('cannot stringify'); } };
try { console.log(`${weird}`); } catch (e) { console.log('template literal:', e.message); }
try { JSON.stringify({ toJSON() { throw new TypeError('no json'); } }); } catch (e) { console.log(e.name, e.message); }
try { [3, 1, 2].sort(() => { throw 'comparator threw'; }); } catch (e) { console.log(e); }
