// @html <div id="app"><div id="toolbar"><button id="t-inc-2" data-action="inc" data-id="2">+ scones</button><button id="t-remove-1" data-action="remove" data-id="1">remove tea</button><button class="add">Add</button></div><div id="view"></div></div>
// @input click #t-inc-2 @ 200ms
// @input click #t-inc-2 @ 400ms
// @input click #t-remove-1 @ 600ms
// @input click #app .add @ 800ms
// @until 1100
// A tiny component system: state -> render(html) -> event delegation -> setState -> batched re-render in a microtask
function h(strings, ...vals) {
  const esc = v => String(v).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  return strings.reduce((out, s, i) => out + s + (i < vals.length ? (Array.isArray(vals[i]) ? vals[i].join('') : vals[i] && vals[i].__html !== undefined ? vals[i].__html : esc(vals[i])) : ''), '');
}
const raw = (s) => ({ __html: s });
class Component {
  constructor(root, props = {}) { this.root = root; this.view = root.querySelector('#view'); this.props = props; this.state = {}; this.renders = 0; this._pending = null; this._handlers = {}; }
  setState(patch) {
    const prev = this.state;
    this.state = { ...this.state, ...(typeof patch === 'function' ? patch(this.state) : patch) };
    if (!this._pending) {
      this._pending = Promise.resolve().then(() => { this._pending = null; this.update(prev); });
    }
  }
  on(type, selector, fn) {
    if (!this._handlers[type]) {
      this._handlers[type] = [];
      this.root.addEventListener(type, (e) => {
        for (const [sel, f] of this._handlers[type]) {
          const target = e.target.closest(sel);
          if (target && this.root.contains(target)) f.call(this, e, target);
        }
      });
    }
    this._handlers[type].push([selector, fn]);
  }
  mount() { this.update(null); return this; }
  update(prev) {
    this.renders++;
    this.view.innerHTML = this.render();
    this.updated?.(prev);
  }
}
class CartList extends Component {
  constructor(root) {
    super(root);
    this.state = { items: [{ id: 1, name: 'Tea <green>', qty: 1, price: 3.5 }, { id: 2, name: 'Scones & jam', qty: 2, price: 2.25 }, { id: 3, name: 'Milk', qty: 1, price: 0.99 }], nextId: 4, selected: null };
    this.on('click', 'button[data-action]', (e, btn) => {
      const id = Number(btn.dataset.id);
      console.log(`click ${btn.dataset.action} id=${id} (target ${e.target.tagName.toLowerCase()}, phase ${e.eventPhase})`);
      if (btn.dataset.action === 'inc') this.setState(s => ({ items: s.items.map(i => i.id === id ? { ...i, qty: i.qty + 1 } : i) }));
      if (btn.dataset.action === 'remove') this.setState(s => ({ items: s.items.filter(i => i.id !== id) }));
    });
    this.on('click', '.add', () => {
      this.setState(s => ({ items: [...s.items, { id: s.nextId, name: `Item ${s.nextId}`, qty: 1, price: 1 }], nextId: s.nextId + 1 }));
      this.setState(s => ({ selected: s.nextId - 1 }));
      console.log('two setState calls, renders so far', this.renders);
    });
    this.on('click', 'li', (e, li) => { console.log('li handler for', li.dataset.id, 'selected?', li.classList.contains('sel')); });
    this.on('click', '#toolbar', (e, bar) => { console.log('toolbar delegate saw', e.target.id || e.target.className, 'buttons in view now', this.view.querySelectorAll('button').length); });
  }
  get total() { return this.state.items.reduce((t, i) => t + i.qty * i.price, 0); }
  render() {
    const { items, selected } = this.state;
    return h`<ul>${items.map(i => h`<li data-id="${i.id}" class="${i.id === selected ? 'sel' : ''}"><span class="label" id="label-${i.id}">${i.name}</span> x${i.qty} <button id="inc-${i.id}" data-action="inc" data-id="${i.id}">+</button><button id="remove-${i.id}" data-action="remove" data-id="${i.id}">x</button></li>`)}</ul>
<p class="total">Total: ${this.total.toFixed(2)}</p>${raw('<small>(toolbar below)</small>')}`;
  }
  updated(prev) {
    const lis = this.view.querySelectorAll('li');
    console.log(`render #${this.renders}: ${lis.length} items, ${this.root.querySelector('.total').textContent}` + (prev ? `, was ${prev.items.length} items` : ''));
    console.log('  labels: ' + [...this.root.querySelectorAll('.label')].map(s => s.textContent).join(' | '));
    const sel = this.root.querySelector('li.sel');
    if (sel) console.log('  selected li:', sel.dataset.id, sel.outerHTML.length > 50);
  }
}
const app = new CartList(document.getElementById('app')).mount();
console.log('first li html:', document.querySelector('#app li').innerHTML.split('<button')[0]);
console.log('escaped in markup:', document.getElementById('app').innerHTML.includes('Tea &lt;green&gt;'));
setTimeout(() => {
  document.getElementById('label-2').click();
  document.getElementById('inc-3').click();
  console.log('synthetic clicks on rendered items done; renders', app.renders);
}, 1000);
setTimeout(() => {
  app.setState({ selected: 3 });
  app.setState({ selected: 1 });
  console.log('sync after setState: renders', app.renders, 'state.selected', app.state.selected);
}, 50);
