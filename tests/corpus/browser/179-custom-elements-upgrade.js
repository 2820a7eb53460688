// @html <user-card name="Ada"></user-card><user-card name="Linus"><span>inner</span></user-card>
// Elements in the page before define() are upgraded by it, in document order; innerHTML
// creates defined elements and runs their reactions when the setter returns.
const first = document.querySelector('user-card');
console.log('before define:', first.constructor.name, first instanceof HTMLElement);
class UserCard extends HTMLElement {
  static observedAttributes = ['name'];
  constructor() { super(); console.log('constructor', this.getAttribute('name'), this.childNodes.length); }
  connectedCallback() { console.log('connected', this.getAttribute('name')); }
  attributeChangedCallback(n, o, v) { console.log('changed', n, o, v); }
}
customElements.define('user-card', UserCard);
console.log('upgraded:', first instanceof UserCard, first.constructor.name);
const holder = document.createElement('section');
document.body.appendChild(holder);
console.log('setting innerHTML');
holder.innerHTML = '<user-card name="Grace"></user-card><p>text</p><user-card name="Alan"></user-card>';
console.log('innerHTML set', holder.querySelectorAll('user-card').length);
const detached = document.createElement('div');
detached.innerHTML = '<user-card name="Barbara"></user-card>';
console.log('detached innerHTML set');
document.body.appendChild(detached);
console.log('detached appended');
try { customElements.define('user-card', class extends HTMLElement {}); } catch (e) { console.log(e.name, e.message); }
try { customElements.define('usercard', class extends HTMLElement {}); } catch (e) { console.log(e.name, e.message); }
try { customElements.define('other-card', UserCard); } catch (e) { console.log(e.name, e.message); }
try { new HTMLElement(); } catch (e) { console.log(e.name, e.message); }
class Unregistered extends HTMLElement {}
try { new Unregistered(); } catch (e) { console.log(e.name, e.message); }
