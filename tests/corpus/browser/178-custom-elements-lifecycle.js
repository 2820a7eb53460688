// Custom element reactions: constructor, attributeChangedCallback, connectedCallback and
// disconnectedCallback run synchronously inside the DOM call that causes them.
const log = [];
class FancyCounter extends HTMLElement {
  static get observedAttributes() { return ['count', 'label']; }
  constructor() {
    super();
    this.clicks = 0;
    console.log('constructor, connected:', this.isConnected, 'tag:', this.tagName);
  }
  connectedCallback() { console.log('connected', this.getAttribute('count')); }
  disconnectedCallback() { console.log('disconnected'); }
  attributeChangedCallback(name, oldValue, newValue) { console.log(`attribute ${name}: ${oldValue} -> ${newValue}`); }
}
console.log('before define:', customElements.get('fancy-counter'));
customElements.whenDefined('fancy-counter').then((c) => console.log('whenDefined resolved', c === FancyCounter));
customElements.define('fancy-counter', FancyCounter);
console.log('after define:', customElements.get('fancy-counter') === FancyCounter);
const a = document.createElement('fancy-counter');
console.log('created', a instanceof FancyCounter, a instanceof HTMLElement, a.clicks);
a.setAttribute('count', '1');
a.setAttribute('title', 'not observed');
console.log('appending');
document.body.appendChild(a);
console.log('appended');
a.setAttribute('count', '2');
a.removeAttribute('count');
const box = document.createElement('div');
document.body.appendChild(box);
console.log('moving');
box.appendChild(a);
console.log('removing');
a.remove();
const b = new FancyCounter();
console.log('new FancyCounter:', b.localName, b.isConnected);
Promise.resolve().then(() => console.log('microtask'));
console.log('end of script');
