// A tiny reactive store: a Proxy records changes and notifies subscribers once per
// microtask batch; computed getters; a view re-renders on change.
// @html <div id="cart"></div>
function createStore(initial) {
  const subscribers = new Set();
  let pending = null;
  let version = 0;
  const changedKeys = new Set();
  const state = new Proxy({ ...initial }, {
    set(target, key, value) {
      if (Object.is(target[key], value)) return true;
      target[key] = value;
      changedKeys.add(String(key));
      if (!pending) {
        pending = Promise.resolve().then(() => {
          version++;
          const keys = [...changedKeys];
          changedKeys.clear();
          pending = null;
          for (const fn of subscribers) fn(keys, version);
        });
      }
      return true;
    },
    deleteProperty(target, key) {
      delete target[key];
      changedKeys.add(`-${String(key)}`);
      return true;
    },
  });
  return {
    state,
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}

const store = createStore({ items: [], coupon: null, currency: 'EUR' });
const cart = document.getElementById('cart');
const totals = {
  get subtotal() { return store.state.items.reduce((s, it) => s + it.price * it.qty, 0); },
  get discount() { return store.state.coupon === 'TEN' ? Math.round(this.subtotal * 10) / 100 : 0; },
  get total() { return this.subtotal - this.discount; },
};

function render(keys, version) {
  cart.innerHTML = store.state.items.map((it) => `<p>${it.name} x${it.qty}</p>`).join('') +
    `<strong>${totals.total.toFixed(2)} ${store.state.currency}</strong>`;
  console.log(`render v${version} [${keys.join(',')}]: ${cart.textContent}`);
}
const unsubscribe = store.subscribe(render);
store.subscribe((keys) => { if (keys.includes('coupon')) console.log(`  coupon now ${store.state.coupon}`); });

console.log('sync: add two items');
store.state.items = [...store.state.items, { name: 'Tea', price: 4.5, qty: 2 }];
store.state.items = [...store.state.items, { name: 'Mug', price: 12, qty: 1 }];
console.log(`sync subtotal ${totals.subtotal}, DOM still "${cart.textContent}"`);

queueMicrotask(() => {
  console.log('microtask: apply coupon');
  store.state.coupon = 'TEN';
  store.state.coupon = 'TEN';
});

setTimeout(() => {
  console.log('timeout: change currency and qty');
  store.state.currency = 'USD';
  store.state.items = store.state.items.map((it) => (it.name === 'Tea' ? { ...it, qty: 3 } : it));
  delete store.state.coupon;
  Promise.resolve().then(() => console.log(`  after batch, discount=${totals.discount}`));
}, 20);

setTimeout(() => {
  unsubscribe();
  store.state.currency = 'GBP';
  console.log(`unsubscribed; DOM keeps "${cart.querySelector('strong').textContent}"`);
  console.log(`keys: ${Object.keys(store.state).join(',')}; has coupon: ${'coupon' in store.state}`);
  console.log(`JSON: ${JSON.stringify(store.state)}`);
}, 50);
