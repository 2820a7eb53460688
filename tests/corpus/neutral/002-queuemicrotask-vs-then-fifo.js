// queueMicrotask and Promise.resolve().then share one FIFO queue, in registration order.
const log = (s) => console.log(s);
queueMicrotask(() => log('q1'));
Promise.resolve().then(() => log('p1'));
queueMicrotask(() => log('q2'));
Promise.resolve().then(() => log('p2'));
queueMicrotask(() => log('q3'));
log('sync');
