// A pub/sub store on EventTarget: a subclass dispatching CustomEvents, once listeners, handleEvent objects, removal and an AbortSignal that unsubscribes
class Store extends EventTarget {
  constructor() { super(); this.state = { count: 0 }; }
  update(change) {
    const before = this.state.count;
    this.state = { count: before + change };
    const ok = this.dispatchEvent(new CustomEvent('change', { detail: { before, after: this.state.count }, cancelable: true }));
    if (!ok) { this.state = { count: before }; console.log(`  change to ${before + change} was vetoed`); }
  }
}
const store = new Store();
const subscriptions = new AbortController();
store.addEventListener('change', (e) => console.log(`logger: ${e.detail.before} -> ${e.detail.after}`), { signal: subscriptions.signal });
store.addEventListener('change', () => console.log('first change only'), { once: true });
const view = { renders: 0, handleEvent(e) { this.renders++; console.log(`view render #${this.renders} (${e.type})`); } };
store.addEventListener('change', view);
store.addEventListener('change', view); // a duplicate is ignored
const guard = (e) => { if (e.detail.after < 0) e.preventDefault(); };
store.addEventListener('change', guard);
store.update(1);
store.update(2);
store.update(-10);
console.log(`count ${store.state.count}`);
subscriptions.abort();
store.removeEventListener('change', guard);
store.update(-10);
store.removeEventListener('change', view);
store.update(1);
console.log(`count ${store.state.count}, renders ${view.renders}`);
const e = new CustomEvent('ping', { detail: 'x' });
console.log(`${e.type} ${e.detail} ${e.bubbles} ${e.cancelable} ${e.defaultPrevented} ${e.eventPhase} ${e.target === null}`);
store.addEventListener('ping', function (ev) { console.log(`this is store: ${this === store}, target ok: ${ev.target === store}, phase ${ev.eventPhase}`); });
console.log(`dispatch returned ${store.dispatchEvent(e)}; after: phase ${e.eventPhase}, currentTarget null: ${e.currentTarget === null}`);
