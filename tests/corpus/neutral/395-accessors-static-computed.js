// Accessors everywhere: static getters/setters, computed accessor names, object literal accessors, inheritance.
const key = 'dyn';
class Settings {
  static #store = { theme: 'light' };
  static get theme() { return Settings.#store.theme; }
  static set theme(v) { Settings.#store.theme = String(v).toLowerCase(); }
  static get [key + 'amic']() { return 'computed static getter'; }
  get [Symbol.toStringTag]() { return 'Settings'; }
  get ['full' + 'Name']() { return 'instance computed getter'; }
  set ['nick' + 'Name'](v) { this._nick = v; }
}
Settings.theme = 'DARK';
const s = new Settings();
s.nickName = 'n';
console.log(Settings.theme, Settings.dynamic, s.fullName, s._nick, String(s));
console.log(Object.getOwnPropertyNames(Settings).sort(), Settings);
class Sub extends Settings { static get theme() { return 'sub:' + super.theme; } }
console.log(Sub.theme, Sub.dynamic);
const counter = {
  _n: 0,
  get n() { return this._n; },
  set n(v) { this._n = Math.max(0, v); },
  get [`double${'N'}`]() { return this._n * 2; },
  get readOnly() { return 'r'; },
  set writeOnly(v) { this._w = v; },
};
counter.n = 5; counter.n = -3;
console.log(counter.n, counter.doubleN, counter.writeOnly, counter);
const d = Object.getOwnPropertyDescriptor(counter, 'n');
console.log(typeof d.get, typeof d.set, d.enumerable, 'value' in d);
console.log(Object.getOwnPropertyDescriptor(Settings, 'theme').enumerable, Object.getOwnPropertyDescriptor(Settings.prototype, 'fullName').enumerable);
