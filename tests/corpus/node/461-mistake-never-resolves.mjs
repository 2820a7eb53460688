// Mistake: awaiting a promise that nobody will ever resolve
// Node notices the event loop is empty and exits with code 13 (unsettled top-level await).
function waitForEvent(emitter, name) {
  return new Promise((resolve) => {
    emitter.on(name, resolve);
  });
}

import { EventEmitter } from 'node:events';
const bus = new EventEmitter();

setTimeout(() => bus.emit('ready', 'first'), 10);

console.log('waiting for ready...');
console.log('got', await waitForEvent(bus, 'ready'));

function forgotToResolve() {
  return new Promise((resolve, reject) => {
    if (Math.PI < 3) resolve('never');
    console.log('executor ran, but resolve is never called');
  });
}

process.on('exit', (code) => {
  console.log('exit event, code =', code);
});

console.log('waiting for the forgotten promise...');
const value = await forgotToResolve();
console.log('never printed', value);
