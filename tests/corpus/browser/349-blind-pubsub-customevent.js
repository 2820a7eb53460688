// @html <div id="shop"><button id="buy" data-sku="tea">Buy tea</button><button id="buy2" data-sku="cake">Buy cake</button><span id="badge">0</span></div>
// @input click #buy @ 100ms
// @input click #buy2 @ 250ms
// @input click #buy @ 400ms
// @until 800
// A pub/sub bus built on EventTarget + CustomEvent, with namespaced topics, wildcard subscribers, once, and DOM events bubbling through the tree
class Bus extends EventTarget {
  #wild = new Set();
  publish(topic, detail) {
    const ev = new CustomEvent(topic, { detail, cancelable: true });
    const delivered = this.dispatchEvent(ev);
    for (const fn of this.#wild) fn(topic, detail);
    return delivered;
  }
  subscribe(topic, fn, opts) {
    if (topic === '*') { this.#wild.add(fn); return () => this.#wild.delete(fn); }
    const h = (e) => fn(e.detail, e);
    this.addEventListener(topic, h, opts);
    return () => this.removeEventListener(topic, h);
  }
}
const bus = new Bus();
const cart = new Map();
const badge = document.getElementById('badge');
const unsubAudit = bus.subscribe('*', (t, d) => console.log(`  [audit] ${t} ${JSON.stringify(d)}`));
bus.subscribe('cart:add', ({ sku }) => { cart.set(sku, (cart.get(sku) || 0) + 1); bus.publish('cart:changed', { size: [...cart.values()].reduce((a, b) => a + b, 0) }); });
bus.subscribe('cart:add', ({ sku }, e) => { if (sku === 'cake' && cart.get('cake') > 0) { console.log('  veto: one cake max'); e.preventDefault(); } });
bus.subscribe('cart:changed', ({ size }) => { badge.textContent = String(size); });
bus.subscribe('cart:changed', ({ size }) => console.log(`  badge now ${badge.textContent} (size ${size})`), { once: true });
const ctl = new AbortController();
bus.addEventListener('cart:add', (e) => console.log(`  signal-bound listener sees ${e.detail.sku}`), { signal: ctl.signal });
const shop = document.getElementById('shop');
shop.addEventListener('purchase', (e) => {
  console.log(`shop heard purchase of ${e.detail.sku} from #${e.target.id} (bubbles=${e.bubbles}, composed=${e.composed}, phase=${e.eventPhase})`);
  const ok = bus.publish('cart:add', { sku: e.detail.sku });
  console.log(`  publish returned ${ok}`);
});
document.addEventListener('purchase', (e) => console.log(`document heard purchase, currentTarget=${e.currentTarget.nodeName}`), true);
document.body.addEventListener('purchase', (e) => { if (e.detail.sku === 'tea' && cart.get('tea') >= 1) { e.stopPropagation(); console.log('body stops propagation for second tea'); } }, true);
shop.addEventListener('click', (e) => {
  const b = e.target.closest('button[data-sku]');
  if (!b) return;
  console.log(`click ${b.id}`);
  const ev = new CustomEvent('purchase', { bubbles: true, detail: { sku: b.dataset.sku } });
  b.dispatchEvent(ev);
  console.log(`  dispatch done, isTrusted=${ev.isTrusted}, cart=${JSON.stringify(Object.fromEntries(cart))}`);
  if (cart.size === 2) { ctl.abort(); unsubAudit(); console.log('  (signal listener and audit removed)'); }
});
console.log('CustomEvent defaults:', JSON.stringify({ detail: new CustomEvent('x').detail, bubbles: new CustomEvent('x').bubbles }), new CustomEvent('x') instanceof Event);
const e1 = new Event('plain', { cancelable: false });
bus.addEventListener('plain', (e) => { e.preventDefault(); console.log('plain listener: defaultPrevented =', e.defaultPrevented); });
console.log('dispatch plain returns', bus.dispatchEvent(e1), 'target is bus', e1.target === bus, 'eventPhase after', e1.eventPhase);
try { bus.dispatchEvent(e1); } catch (err) { console.log('re-dispatch:', err.name); }
