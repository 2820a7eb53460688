// A real (trusted) click: the inner button's listener and the outer div's bubbling
// listener run as separate callbacks from the event loop, so the microtasks queued by
// the inner listener run before the outer listener; the timeout comes last.
// @html <div id="outer"><button id="inner">Press</button></div>
// @input click #inner @ 100ms
const inner = document.getElementById('inner');
const outer = document.getElementById('outer');
inner.addEventListener('click', (e) => {
  console.log(`inner listener, trusted: ${e.isTrusted}`);
  Promise.resolve().then(() => console.log('  inner promise'));
  queueMicrotask(() => console.log('  inner microtask'));
  setTimeout(() => console.log('inner timeout'), 0);
});
outer.addEventListener('click', (e) => {
  console.log(`outer listener, phase ${e.eventPhase}, target ${e.target.id}`);
  Promise.resolve().then(() => console.log('  outer promise'));
});
