// A module script is deferred: it runs after the document is parsed, with readyState already "interactive" and no document.currentScript; DOMContentLoaded follows after its microtasks and after a 0 ms timer it set, then load
// @html <p id="msg">static</p>
const log = (what) => console.log(`${what} [${document.readyState}]`);
log(`module runs, currentScript ${document.currentScript}, paragraph ${document.getElementById('msg').textContent}`);
document.addEventListener('readystatechange', () => log('readystatechange'));
document.addEventListener('DOMContentLoaded', () => log('DOMContentLoaded'));
window.addEventListener('load', () => log('load'));
setTimeout(() => log('timeout 0'), 0);
await null;
log('after top-level await');
setTimeout(() => log('timeout 300'), 300);
