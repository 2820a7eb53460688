class Temperature {
  static #instances = 0;
  static units;
  static {
    Temperature.units = ['C', 'F', 'K'];
  }
  #celsius;
  constructor(c) {
    this.#celsius = c;
    Temperature.#instances++;
  }
  get fahrenheit() { return this.#celsius * 9 / 5 + 32; }
  set fahrenheit(f) { this.#celsius = (f - 32) * 5 / 9; }
  get kelvin() { return +(this.#celsius + 273.15).toFixed(2); }
  static count() { return Temperature.#instances; }
  static isTemp(o) { return #celsius in o; }
  toString() { return `${this.#celsius.toFixed(1)}°C`; }
  [Symbol.toPrimitive](hint) {
    return hint === 'number' ? this.#celsius : this.toString();
  }
}

const t = new Temperature(25);
console.log(t.fahrenheit, t.kelvin, `${t}`, +t);
t.fahrenheit = 212;
console.log(String(t), t.kelvin);
new Temperature(-40);
console.log(Temperature.count(), Temperature.units, Temperature.isTemp(t), Temperature.isTemp({}));
console.log(t);
console.log(Object.keys(t), JSON.stringify(t));

class Logger {
  static levels = { debug: 0, info: 1, warn: 2 };
  level = 'info';
  lines = [];
  log(lvl, msg) {
    if (Logger.levels[lvl] >= Logger.levels[this.level]) this.lines.push(`[${lvl.toUpperCase()}] ${msg}`);
    return this;
  }
}
const lg = new Logger().log('debug', 'x').log('info', 'started').log('warn', 'disk 91%');
console.log(lg.lines);
console.log(lg);
