// Arrow functions capture this lexically; regular functions get it from the call site.
const obj = {
  name: 'obj',
  regular() { return this && this.name; },
  arrowInMethod() { const inner = () => this.name; return inner(); },
  regularInMethod() { function inner() { return this === obj; } return inner(); },
  delayed() { return [1].map(function () { return this.name; }, { name: 'thisArg' })[0]; },
};
console.log(obj.regular(), obj.arrowInMethod(), obj.regularInMethod(), obj.delayed());
const other = { name: 'other', regular: obj.regular };
console.log(other.regular());
class Button {
  constructor(label) { this.label = label; this.onClick = () => 'clicked ' + this.label; }
  method() { return 'method ' + this.label; }
}
const btn = new Button('OK');
const detachedArrow = btn.onClick;
console.log(detachedArrow());
const bound = btn.method.bind({ label: 'bound' });
console.log(bound(), btn.method.call({ label: 'called' }), btn.method.apply({ label: 'applied' }));
