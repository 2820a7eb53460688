class Account { #balance = 10; get balance() { return this.#balance; } }
const a = new Account();
for (const code of ['a.#balance', 'let let = 1', 'function (', '1 +']) {
  try { eval(code); } catch (e) { console.log(code, '->', e instanceof SyntaxError, e.name); }
}
try { new Function('a', 'return a.#balance'); } catch (e) { console.log('Function ->', e.name); }
try { new Function('return {'); } catch (e) { console.log('Function2 ->', e.name); }
console.log(eval(42), eval({ x: 1 }).x, typeof eval);
