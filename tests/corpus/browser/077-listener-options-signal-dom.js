// Listener options on DOM nodes: one AbortController removes a group of listeners, capture listeners on ancestors run first, once fires a single time, and preventDefault in a passive listener is ignored
// @html <div id="modal"><button id="ok">OK</button></div>
// @input click #ok @ 100ms
// @input click #ok @ 400ms
// @until 800
const modal = document.getElementById('modal');
const ok = document.getElementById('ok');
const open = new AbortController();
const { signal } = open;
document.addEventListener('click', (e) => console.log(`document capture sees ${e.target.id} phase ${e.eventPhase}`), { capture: true, signal });
modal.addEventListener('click', (e) => console.log(`modal bubble, currentTarget ${e.currentTarget.id} phase ${e.eventPhase}`), { signal });
ok.addEventListener('click', (e) => {
  e.preventDefault();
  console.log(`passive ok listener: defaultPrevented=${e.defaultPrevented}`);
}, { passive: true, signal });
ok.addEventListener('click', () => console.log('once: first click only'), { once: true });
ok.addEventListener('click', (e) => {
  console.log(`ok listener: trusted=${e.isTrusted} closing=${!signal.aborted}`);
  if (!signal.aborted) open.abort();
});
signal.addEventListener('abort', () => console.log('modal closed: its listeners are gone'));
ok.addEventListener('click', () => console.log('never added'), { signal: AbortSignal.abort() });
window.addEventListener('click', () => console.log('window bubble'));
