// dispatchEvent runs the listeners synchronously, inside the calling code; promise
// reactions and timers queued by a listener run afterwards in the usual order.
// @html <div id="bus">bus</div>
const bus = document.getElementById('bus');
bus.addEventListener('update', (e) => {
  console.log(`listener got ${e.detail}`);
  Promise.resolve().then(() => console.log(`  promise from listener ${e.detail}`));
  setTimeout(() => console.log(`  timeout from listener ${e.detail}`), 0);
});
console.log('before dispatch');
bus.dispatchEvent(new CustomEvent('update', { detail: 1 }));
console.log('between dispatches');
bus.dispatchEvent(new CustomEvent('update', { detail: 2 }));
console.log('after dispatch');
