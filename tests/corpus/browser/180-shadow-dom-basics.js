// attachShadow: an open shadow root holds the component's own tree; the light DOM and
// document queries do not see into it.
class ToggleButton extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>button { color: red }</style><button part="btn">Toggle</button><slot></slot>';
    this.on = false;
    root.querySelector('button').addEventListener('click', () => {
      this.on = !this.on;
      this.dispatchEvent(new CustomEvent('toggle', { detail: this.on, bubbles: true }));
    });
  }
}
customElements.define('toggle-button', ToggleButton);
const t = document.createElement('toggle-button');
t.textContent = 'light text';
document.body.appendChild(t);
console.log('shadowRoot mode:', t.shadowRoot.mode, t.shadowRoot.host === t);
console.log('shadow children:', t.shadowRoot.childNodes.length, t.shadowRoot.innerHTML.length);
console.log('light textContent:', t.textContent, 'innerHTML:', t.innerHTML);
console.log('document sees button:', document.querySelector('button'));
console.log('shadow sees button:', t.shadowRoot.querySelector('button').textContent);
const btn = t.shadowRoot.querySelector('button');
console.log('root node is shadow:', btn.getRootNode() === t.shadowRoot, btn.getRootNode() instanceof ShadowRoot);
console.log('composed root:', btn.getRootNode({ composed: true }) === document);
console.log('button connected:', btn.isConnected);
document.body.addEventListener('toggle', (e) => console.log('body heard toggle', e.detail, e.target === t));
btn.click();
btn.click();
const closed = document.createElement('div');
const hiddenRoot = closed.attachShadow({ mode: 'closed' });
console.log('closed shadowRoot:', closed.shadowRoot, hiddenRoot.mode);
try { closed.attachShadow({ mode: 'open' }); } catch (e) { console.log(e.name, e.message); }
try { document.createElement('img').attachShadow({ mode: 'open' }); } catch (e) { console.log(e.name, e.message); }
try { document.createElement('span').attachShadow({}); } catch (e) { console.log(e.name, e.message); }
console.log('slot assigned:', btn.nextElementSibling.assignedNodes().map((n) => n.textContent).join('|'), t.firstChild.assignedSlot === btn.nextElementSibling);
