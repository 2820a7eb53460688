// Error stacks in a CommonJS program as Node 20 prints them: the top level, functions, methods, constructors, getters, static methods, callbacks of builtins and the module loader's frames below
function parsePrice(text) {
  if (!/^\d+$/.test(text)) throw new TypeError(`bad price: ${text}`);
  return Number(text);
}
class Cart {
  constructor(owner) {
    if (!owner) throw new Error('a cart needs an owner');
    this.owner = owner;
    this.items = [];
  }
  add(name, price) { this.items.push({ name, price: parsePrice(price) }); }
  get total() { throw new RangeError('total is not ready'); }
  static empty() { return new Cart(''); }
}
const cart = new Cart('ada');
try { cart.add('pen', '1x'); } catch (e) { console.log(e.stack); }
try { new Cart(); } catch (e) { console.log(e.stack); }
try { cart.total; } catch (e) { console.log(e.stack); }
try { Cart.empty(); } catch (e) { console.log(e.stack); }
try { ['3', 'x'].map(parsePrice); } catch (e) { console.log(e.stack); }
try { ['4'].forEach(function check(p) { throw new Error('check failed for ' + p); }); } catch (e) { console.log(e.stack); }
try { JSON.parse('{"a":'); } catch (e) { console.log(e.stack.split('\n').slice(1).join('\n')); }
try { null.items; } catch (e) { console.log(e.stack.split('\n').slice(1).join('\n')); }
const handlers = {};
handlers.onSave = function () { return new Error('save failed'); };
console.log(handlers.onSave().stack);
console.log(new Error('at the top').stack);
