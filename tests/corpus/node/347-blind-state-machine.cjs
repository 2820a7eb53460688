// A small finite state machine for an order workflow
const machine = {
  initial: 'cart',
  states: {
    cart: { on: { CHECKOUT: 'payment', ADD: 'cart' } },
    payment: { on: { PAY: 'paid', CANCEL: 'cart', FAIL: 'payment' } },
    paid: { on: { SHIP: 'shipped', REFUND: 'refunded' } },
    shipped: { on: { DELIVER: 'delivered' } },
    delivered: { final: true },
    refunded: { final: true },
  },
};

function interpret(def) {
  let state = def.initial;
  const history = [state];
  const listeners = new Set();
  return {
    get state() { return state; },
    get done() { return !!def.states[state].final; },
    history,
    subscribe(fn) { listeners.add(fn); return () => listeners.delete(fn); },
    send(event) {
      const target = def.states[state].on?.[event];
      if (!target) {
        console.log(`  ignored ${event} in ${state}`);
        return false;
      }
      const prev = state;
      state = target;
      history.push(state);
      listeners.forEach((fn) => fn({ from: prev, to: state, event }));
      return true;
    },
  };
}

const svc = interpret(machine);
const unsub = svc.subscribe(({ from, to, event }) => console.log(`${event}: ${from} -> ${to}`));
for (const ev of ['ADD', 'PAY', 'CHECKOUT', 'FAIL', 'CANCEL', 'CHECKOUT', 'PAY', 'SHIP']) svc.send(ev);
unsub();
svc.send('DELIVER');
console.log('state', svc.state, 'done', svc.done);
console.log('history', svc.history.join(' > '));
console.log('reachable from cart:', [...reach('cart')].sort().join(','));

function reach(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const t of Object.values(machine.states[start].on ?? {})) reach(t, seen);
  return seen;
}
const counts = svc.history.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
console.log(JSON.stringify(counts));
