// Public class fields are defined with [[DefineOwnProperty]] (CreateDataPropertyOrThrow): a
// Proxy returned by a base constructor sees each field, and a frozen instance throws.
const seen = [];
class Observed {
  constructor() {
    return new Proxy(this, {
      defineProperty(target, key, desc) {
        seen.push(`${String(key)}:${desc.value}:${desc.writable}${desc.enumerable}${desc.configurable}`);
        return Reflect.defineProperty(target, key, desc);
      },
      set() { seen.push('set trap (not used for fields)'); return true; },
    });
  }
}
class Model extends Observed {
  name = 'ada';
  ['a' + 'ge'] = 36;
}
const m = new Model();
console.log(seen);
console.log(m.name, m.age, Object.keys(m));

class Frozen { constructor() { Object.freeze(this); } }
class Late extends Frozen { extra = 1; }
try { new Late(); console.log('no error'); } catch (e) { console.log(e instanceof TypeError); }

class Fixed { constructor() { Object.defineProperty(this, 'id', { value: 0, configurable: false }); } }
class Override extends Fixed { id = 7; }
try { new Override(); console.log('no error'); } catch (e) { console.log(e instanceof TypeError); }

// A trap that refuses makes the construction throw too.
class Refusing { constructor() { return new Proxy(this, { defineProperty() { return false; } }); } }
class Field extends Refusing { x = 1; }
try { new Field(); console.log('no error'); } catch (e) { console.log(e instanceof TypeError); }
