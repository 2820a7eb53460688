// Field initialisers run before the base constructor body, and after super() in a derived class.
const log = (s) => console.log(s);
class Base {
  baseField = log('Base field initialiser');
  constructor() {
    log('Base constructor body');
  }
}
class Derived extends Base {
  derivedField = (log('Derived field initialiser'), 'ready');
  constructor() {
    log('Derived constructor before super');
    super();
    log('Derived constructor after super: ' + this.derivedField);
  }
}
new Derived();
class Counter {
  static created = 0;
  id = ++Counter.created;
  label = 'item ' + this.id;
}
const c1 = new Counter();
const c2 = new Counter();
log(c1.label + ', ' + c2.label + ', total ' + Counter.created);
