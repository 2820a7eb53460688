// Events from inside a shadow tree are retargeted to the host for listeners outside it;
// non-composed events stop at the shadow root.
const host = document.createElement('div');
host.id = 'host';
document.body.appendChild(host);
const root = host.attachShadow({ mode: 'open' });
const inner = document.createElement('span');
inner.id = 'inner';
root.appendChild(inner);
const name = (n) => (n === window ? 'window' : n === document ? 'document' : n instanceof ShadowRoot ? 'shadow-root' : n.id || n.localName);
for (const node of [window, document, document.body, host, root, inner]) {
  node.addEventListener('ping', (e) => console.log(`${e.eventPhase === 1 ? 'capture' : e.eventPhase === 2 ? 'target ' : 'bubble '} at ${name(e.currentTarget)}: target=${name(e.target)}`), true);
  node.addEventListener('ping', (e) => console.log(`${e.eventPhase === 1 ? 'capture' : e.eventPhase === 2 ? 'target ' : 'bubble '} at ${name(e.currentTarget)}: target=${name(e.target)}`));
}
console.log('--- composed');
inner.dispatchEvent(new Event('ping', { bubbles: true, composed: true }));
console.log('--- not composed');
inner.dispatchEvent(new Event('ping', { bubbles: true }));
console.log('--- composedPath');
inner.addEventListener('probe', (e) => console.log(e.composedPath().map(name).join(' > ')));
host.addEventListener('probe', (e) => console.log('at host:', e.composedPath().length, name(e.target)));
inner.dispatchEvent(new Event('probe', { bubbles: true, composed: true }));
console.log('after dispatch target:', name(new Event('x').target || host));
