// dispatchEvent is synchronous: listeners run inside the call, with no microtask checkpoint between them.
const target = new EventTarget();
target.addEventListener('ping', (e) => {
  console.log('listener 1, detail', e.detail.n);
  Promise.resolve().then(() => console.log('microtask from listener 1'));
});
target.addEventListener('ping', (e) => {
  console.log('listener 2, cancelable', e.cancelable);
  e.preventDefault();
});
target.addEventListener('ping', () => console.log('listener 3 (once)'), { once: true });

console.log('before dispatch');
const notCancelled = target.dispatchEvent(new CustomEvent('ping', { detail: { n: 1 }, cancelable: true }));
console.log('after dispatch, returned', notCancelled);
target.dispatchEvent(new CustomEvent('ping', { detail: { n: 2 } }));
console.log('second dispatch done');

const el = document.createElement('div');
const inner = document.createElement('span');
el.appendChild(inner);
document.body.appendChild(el);
el.addEventListener('custom', (e) => console.log('div bubble phase, eventPhase', e.eventPhase, 'target', e.target.tagName));
el.addEventListener('custom', () => console.log('div capture phase'), true);
inner.addEventListener('custom', (e) => { console.log('span at target'); e.stopPropagation(); }, { once: true });
inner.dispatchEvent(new Event('custom', { bubbles: true }));
console.log('--');
inner.dispatchEvent(new Event('custom', { bubbles: true }));
console.log('--');
inner.dispatchEvent(new Event('custom'));
console.log('sync end');
