// Subclassing Date: super() creates a real Date, methods and getters on top, instanceof, toString, console.log.
// @env TZ=UTC
class DueDate extends Date {
  constructor(...args) {
    super(...args);
    this.kind = 'due';
  }
  isOverdue(now) {
    return this < now;
  }
  get weekday() {
    return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][this.getDay()];
  }
  addDays(n) {
    return new DueDate(this.getTime() + n * 864e5);
  }
}
const due = new DueDate(2024, 2, 7);
console.log(due instanceof DueDate, due instanceof Date, Object.prototype.toString.call(due), due.constructor.name);
console.log(due.weekday, due.isOverdue(new Date(2024, 2, 8)), due.addDays(3).toISOString(), due.addDays(3) instanceof DueDate);
console.log(due.getTime(), String(due), JSON.stringify(due));
console.log(due);
class Plain extends Date {}
console.log(new Plain(0), [new Plain(0)], new Plain('2024-01-01').getUTCFullYear());
class Stamp extends Date {
  toString() {
    return 'Stamp<' + this.toISOString() + '>';
  }
}
console.log(`${new Stamp(0)}`, new Stamp(0) + '', new Stamp(0) - 0);
const fake = Object.create(Date.prototype);
try {
  fake.getTime();
} catch (e) {
  console.log('no [[DateValue]]:', e.name);
}
