// A reactive store: a Proxy set trap logs every change and notifies subscribers.
function reactive(state, onChange) {
  return new Proxy(state, {
    set(target, key, value, receiver) {
      const old = target[key];
      const ok = Reflect.set(target, key, value, receiver);
      if (old !== value) onChange(key, old, value);
      return ok;
    },
    deleteProperty(target, key) {
      onChange(key, target[key], undefined);
      return Reflect.deleteProperty(target, key);
    },
  });
}
const changes = [];
const store = reactive({ count: 0, user: 'ann' }, (k, from, to) => changes.push(`${String(k)}: ${from} -> ${to}`));
store.count++;
store.count += 10;
store.user = 'bob';
store.user = 'bob'; // same value: no notification
store.theme = 'dark';
delete store.theme;
console.log(changes);
console.log(store, Object.keys(store), JSON.stringify(store));
console.log('count' in store, store.count, typeof store);
