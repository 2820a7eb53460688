// A tiny pub/sub store on top of EventTarget, with derived state and unsubscribe.
class Store extends EventTarget {
  #state;
  #history = [];
  constructor(initial) { super(); this.#state = structuredClone(initial); }
  get state() { return this.#state; }
  dispatch(action) {
    const prev = this.#state;
    this.#state = Store.reduce(prev, action);
    this.#history.push(action.type);
    if (prev !== this.#state) this.dispatchEvent(new CustomEvent('change', { detail: { action, prev } }));
  }
  static reduce(state, { type, payload }) {
    switch (type) {
      case 'add': return { ...state, items: [...state.items, { id: state.items.length + 1, text: payload, done: false }] };
      case 'toggle': return { ...state, items: state.items.map((i) => (i.id === payload ? { ...i, done: !i.done } : i)) };
      case 'filter': return state.filter === payload ? state : { ...state, filter: payload };
      default: return state;
    }
  }
  get historyText() { return this.#history.join('>'); }
}

const store = new Store({ items: [], filter: 'all' });
const visible = (s) => s.items.filter((i) => s.filter === 'all' || (s.filter === 'done') === i.done);
const ac = new AbortController();
store.addEventListener('change', (e) => {
  const s = store.state;
  console.log(`[${e.detail.action.type}] visible: ${visible(s).map((i) => `${i.done ? '✓' : '·'}${i.text}`).join(' ') || '(none)'}`);
}, { signal: ac.signal });
let batched = 0;
store.addEventListener('change', () => {
  if (batched++ === 0) queueMicrotask(() => { console.log(`render once for ${batched} changes`); batched = 0; });
});

store.dispatch({ type: 'add', payload: 'milk' });
store.dispatch({ type: 'add', payload: 'eggs' });
store.dispatch({ type: 'toggle', payload: 1 });
store.dispatch({ type: 'filter', payload: 'done' });
store.dispatch({ type: 'filter', payload: 'done' });
store.dispatch({ type: 'unknown' });
console.log('sync dispatches finished');
setTimeout(() => {
  ac.abort();
  store.dispatch({ type: 'filter', payload: 'all' });
  console.log('history', store.historyText, 'items', store.state.items.length);
}, 10);
