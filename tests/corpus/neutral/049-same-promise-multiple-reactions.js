// Reactions on one promise run in registration order, before or after it settles.
const log = (s) => console.log(s);
let resolve;
const pending = new Promise((r) => { resolve = r; });
pending.then(() => log('pending A'));
pending.then(() => log('pending B'));
const done = Promise.resolve();
done.then(() => log('done A'));
pending.then(() => log('pending C'));
done.then(() => log('done B'));
resolve();
log('resolved pending synchronously');
