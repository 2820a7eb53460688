// A tiny Redux-like store with middleware and async thunks
function createStore(reducer, preloaded, enhancer) {
  if (typeof enhancer === 'function') return enhancer(createStore)(reducer, preloaded);
  let state = preloaded;
  let listeners = [];
  let dispatching = false;
  function getState() { return state; }
  function subscribe(fn) {
    listeners.push(fn);
    return () => { listeners = listeners.filter(l => l !== fn); };
  }
  function dispatch(action) {
    if (typeof action !== 'object' || action === null) throw new TypeError('Actions must be plain objects');
    if (dispatching) throw new Error('Reducers may not dispatch actions.');
    try { dispatching = true; state = reducer(state, action); } finally { dispatching = false; }
    listeners.slice().forEach(l => l());
    return action;
  }
  dispatch({ type: '@@INIT' });
  return { getState, subscribe, dispatch };
}
function compose(...fns) {
  if (fns.length === 0) return x => x;
  return fns.reduce((a, b) => (...args) => a(b(...args)));
}
function applyMiddleware(...mws) {
  return (create) => (reducer, pre) => {
    const store = create(reducer, pre);
    let dispatch = () => { throw new Error('Dispatching while constructing'); };
    const api = { getState: store.getState, dispatch: (...a) => dispatch(...a) };
    const chain = mws.map(m => m(api));
    dispatch = compose(...chain)(store.dispatch);
    return { ...store, dispatch };
  };
}
function combineReducers(map) {
  const keys = Object.keys(map);
  return (state = {}, action) => {
    let changed = false;
    const next = {};
    for (const k of keys) {
      next[k] = map[k](state[k], action);
      changed = changed || next[k] !== state[k];
    }
    return changed ? next : state;
  };
}
const todos = (state = [], a) => {
  switch (a.type) {
    case 'todos/add': return [...state, { id: state.length + 1, text: a.text, done: false }];
    case 'todos/toggle': return state.map(t => t.id === a.id ? { ...t, done: !t.done } : t);
    case 'todos/loaded': return a.items;
    default: return state;
  }
};
const status = (state = 'idle', a) => {
  if (a.type === 'fetch/start') return 'loading';
  if (a.type === 'fetch/done') return 'idle';
  if (a.type === 'fetch/fail') return 'error: ' + a.error;
  return state;
};
const logger = ({ getState }) => next => action => {
  if (typeof action === 'function') return next(action);
  console.log('dispatching', action.type);
  const r = next(action);
  console.log('  next state', JSON.stringify(getState()));
  return r;
};
const thunk = ({ dispatch, getState }) => next => action =>
  typeof action === 'function' ? action(dispatch, getState) : next(action);
const crashReporter = () => next => action => {
  try { return next(action); } catch (e) { console.log('caught', e.message); return null; }
};
const fakeApi = (items, ms, fail) => new Promise((res, rej) =>
  setTimeout(() => fail ? rej(new Error(fail)) : res(items), ms));
const loadTodos = (fail) => async (dispatch, getState) => {
  dispatch({ type: 'fetch/start' });
  try {
    const items = await fakeApi([{ id: 10, text: 'from server', done: true }], 20, fail);
    dispatch({ type: 'todos/loaded', items: [...getState().todos, ...items] });
    dispatch({ type: 'fetch/done' });
    return 'ok';
  } catch (e) {
    dispatch({ type: 'fetch/fail', error: e.message });
    return 'failed';
  }
};
const store = createStore(combineReducers({ todos, status }), undefined,
  applyMiddleware(crashReporter, thunk, logger));
let notified = 0;
const unsub = store.subscribe(() => { notified++; });
store.dispatch({ type: 'todos/add', text: 'write tests' });
store.dispatch({ type: 'todos/add', text: 'ship it' });
store.dispatch({ type: 'todos/toggle', id: 1 });
store.dispatch(42);
console.log('sync notifications', notified);
(async () => {
  const r1 = await store.dispatch(loadTodos());
  console.log('thunk 1 ->', r1);
  unsub();
  const r2 = await store.dispatch(loadTodos('503 Service Unavailable'));
  console.log('thunk 2 ->', r2);
  console.log('notifications after unsubscribe', notified);
  const same = store.getState();
  store.dispatch({ type: 'unknown' });
  console.log('unchanged reference', same === store.getState());
})();
console.log('end of script');
