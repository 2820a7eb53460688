// A custom element with observed attributes, lifecycle callbacks and shadow DOM.
class CounterButton extends HTMLElement {
  static observedAttributes = ['count', 'step'];
  #count = 0;
  #root;
  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.innerHTML = '<button part="btn"><slot>Count</slot>: <span>0</span></button>';
    console.log('constructor');
  }
  connectedCallback() {
    console.log('connected, isConnected', this.isConnected);
    this.#root.querySelector('button').addEventListener('click', () => this.increment());
  }
  disconnectedCallback() { console.log('disconnected'); }
  attributeChangedCallback(name, oldV, newV) {
    console.log(`attr ${name}: ${oldV} -> ${newV}`);
    if (name === 'count') { this.#count = Number(newV); this.#render(); }
  }
  get step() { return Number(this.getAttribute('step') ?? 1); }
  increment() {
    this.setAttribute('count', this.#count + this.step);
    this.dispatchEvent(new CustomEvent('counted', { detail: this.#count, bubbles: true, composed: true }));
  }
  #render() { this.#root.querySelector('span').textContent = String(this.#count); }
}

document.body.addEventListener('counted', (e) => console.log('body heard counted', e.detail, 'target', e.target.localName));
console.log('defined before?', customElements.get('counter-button') === undefined);
const early = document.createElement('counter-button');
console.log('created element before define; upgraded?', early instanceof CounterButton);
customElements.define('counter-button', CounterButton);
customElements.whenDefined('counter-button').then(() => console.log('whenDefined resolved'));
const el = document.createElement('counter-button');
el.setAttribute('step', '5');
el.textContent = 'Score';
document.body.append(el);
el.shadowRoot.querySelector('button').click();
el.increment();
console.log('shadow text:', el.shadowRoot.querySelector('span').textContent, '| slotted:', el.shadowRoot.querySelector('slot').assignedNodes().map((n) => n.textContent).join());
el.remove();
console.log('early still not upgraded?', !(early instanceof CounterButton));
document.body.append(early);
console.log('after insert, early upgraded?', early instanceof CounterButton);
