// @html <div id="app"><section id="cart"><button id="buy">Buy</button></section></div>
// @input click #buy @ 100ms
// Custom events for component communication
const app = document.getElementById('app');
const cart = document.getElementById('cart');
const items = [];

app.addEventListener('cart:add', (e) => {
  console.log('app heard cart:add', e.detail, 'composed', e.composed);
  items.push(e.detail.sku);
});
app.addEventListener('cart:checkout', (e) => {
  console.log('app heard checkout; cancelling because total is', e.detail.total);
  e.preventDefault();
});
cart.addEventListener('cart:add', () => console.log('cart itself heard cart:add first'));

document.getElementById('buy').addEventListener('click', () => {
  console.log('buy clicked');
  const ok = cart.dispatchEvent(new CustomEvent('cart:add', { detail: { sku: 'X-1', qty: 2 }, bubbles: true }));
  console.log('dispatch returned', ok, 'items:', items);
  const proceed = cart.dispatchEvent(new CustomEvent('cart:checkout', { detail: { total: 42 }, bubbles: true, cancelable: true }));
  console.log('checkout proceed?', proceed);
  const silent = cart.dispatchEvent(new CustomEvent('cart:add', { detail: { sku: 'nobubble' } }));
  console.log('non-bubbling add returned', silent, 'items:', items);
});

class Store extends EventTarget {
  #state = { count: 0 };
  update(fn) {
    this.#state = fn(this.#state);
    this.dispatchEvent(new CustomEvent('change', { detail: this.#state }));
  }
}
const store = new Store();
store.addEventListener('change', (e) => console.log('store change', JSON.stringify(e.detail)));
store.update((s) => ({ ...s, count: s.count + 1 }));
store.update((s) => ({ ...s, count: s.count * 10, last: 'mul' }));
console.log('event type check:', new CustomEvent('x', { detail: 5 }).detail, typeof CustomEvent);
