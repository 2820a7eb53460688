// Async arrows, async class methods (instance and static) and async object-literal methods.
const log = (s) => console.log(s);
const arrow = async (x) => x * 2;
class Service {
  constructor(name) { this.name = name; }
  async greet() { await null; return 'hello from ' + this.name; }
  static async create(n) { return new Service(n); }
}
const obj = {
  factor: 10,
  async scale(x) { return (await x) * this.factor; },
};
arrow(21).then((v) => log('arrow ' + v));
Service.create('svc').then((s) => s.greet()).then(log);
obj.scale(Promise.resolve(4)).then((v) => log('object method ' + v));
log('sync end');
