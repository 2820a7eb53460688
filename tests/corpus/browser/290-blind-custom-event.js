// @html <div id="app"><section id="cart"><button id="buy">Buy</button></section></div>
// CustomEvent with detail, bubbling, cancelation, and a tiny pub/sub on EventTarget
const app = document.getElementById('app');
const cart = document.getElementById('cart');
const buy = document.getElementById('buy');

app.addEventListener('cart:add', (e) => {
  console.log(`app heard ${e.type} for ${e.detail.sku} x${e.detail.qty} from #${e.target.id}`);
});
cart.addEventListener('cart:add', (e) => {
  if (e.detail.qty > 5) {
    e.preventDefault();
    console.log(`cart: rejected qty ${e.detail.qty}`);
  }
});

function addToCart(sku, qty) {
  const ev = new CustomEvent('cart:add', { detail: { sku, qty }, bubbles: true, cancelable: true });
  const ok = buy.dispatchEvent(ev);
  console.log(`dispatch ${sku}: ${ok ? 'accepted' : 'canceled'} (defaultPrevented=${ev.defaultPrevented})`);
}
addToCart('apple', 2);
addToCart('melon', 9);

const quiet = new CustomEvent('cart:add', { detail: { sku: 'pear', qty: 1 } });
buy.dispatchEvent(quiet);
console.log(`non-bubbling event did not reach app; detail is read-only: ${(() => { try { quiet.detail = 1; } catch { return 'threw'; } return quiet.detail.sku; })()}`);

class Store extends EventTarget {
  #items = [];
  add(item) {
    this.#items.push(item);
    this.dispatchEvent(new CustomEvent('change', { detail: { items: [...this.#items] } }));
  }
}
const s = new Store();
s.addEventListener('change', (e) => console.log(`store changed: ${e.detail.items.join(',')}`));
s.addEventListener('change', function (e) { console.log(`this is the store: ${this === s}, target ${e.target === s}`); }, { once: true });
s.add('a');
s.add('b');
const plain = new CustomEvent('x');
console.log(`default detail ${plain.detail}, bubbles ${plain.bubbles}, is Event ${plain instanceof Event}`);
