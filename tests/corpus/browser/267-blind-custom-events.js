// Custom events with EventTarget: a tiny store
class Store extends EventTarget {
  #state = { count: 0 };
  get state() { return this.#state; }
  dispatch(action) {
    const prev = this.#state;
    if (action.type === 'inc') this.#state = { ...prev, count: prev.count + (action.by ?? 1) };
    this.dispatchEvent(new CustomEvent('change', { detail: { prev, next: this.#state } }));
  }
}
const store = new Store();
store.addEventListener('change', (e) => console.log('change', e.detail.prev.count, '->', e.detail.next.count));
store.addEventListener('change', () => console.log('once listener'), { once: true });
store.dispatch({ type: 'inc' });
store.dispatch({ type: 'inc', by: 5 });
setTimeout(() => store.dispatch({ type: 'inc', by: 10 }), 10);

const ac = new AbortController();
store.addEventListener('change', () => console.log('abortable listener'), { signal: ac.signal });
store.dispatch({ type: 'noop' });
ac.abort();
store.dispatch({ type: 'noop' });
console.log('final sync count', store.state.count);
