// Page lifecycle: a classic script at the end of the body runs while readyState is "loading"; after its microtasks, a 0 ms timer and a posted message, readystatechange (interactive) and DOMContentLoaded (at the document, then bubbling to window) fire, then readystatechange (complete), load and pageshow at window with the document as target; a timer from DOMContentLoaded runs after load
// @html <p id="status">loading</p>
const log = (what) => console.log(`${what} [${document.readyState}]`);
log('script start');
document.onreadystatechange = () => log('onreadystatechange');
document.addEventListener('readystatechange', () => {
  log(`readystatechange listener`);
  Promise.resolve().then(() => log('  microtask after readystatechange'));
});
document.addEventListener('DOMContentLoaded', (e) => {
  log(`DOMContentLoaded at document, bubbles ${e.bubbles}, cancelable ${e.cancelable}, trusted ${e.isTrusted}`);
  document.getElementById('status').textContent = 'ready';
  setTimeout(() => log('timeout set in DOMContentLoaded'), 0);
  Promise.resolve().then(() => log('  microtask after DOMContentLoaded'));
});
window.addEventListener('DOMContentLoaded', (e) => log(`DOMContentLoaded at window, phase ${e.eventPhase}, target is document ${e.target === document}`));
window.addEventListener('load', (e) => log(`load, target is document ${e.target === document}, bubbles ${e.bubbles}, status ${document.getElementById('status').textContent}`));
window.onload = () => log('window.onload');
window.addEventListener('pageshow', (e) => log(`pageshow persisted ${e.persisted}`));
document.addEventListener('load', () => log('load at document (never)'));
setTimeout(() => log('timeout 0 from the script'), 0);
setTimeout(() => log('timeout 200 from the script'), 200);
const channel = new MessageChannel();
channel.port1.onmessage = () => log('message posted by the script');
channel.port2.postMessage('hi');
Promise.resolve().then(() => log('microtask from the script'));
log('script end');
