// @html <button id="go">Go</button>
// @input click #go @ 250ms
// @until 800
// Page lifecycle events, and a promise that waits for the next event of a kind
const log = (s) => console.log(`${s} [readyState ${document.readyState}]`);
log('script runs');
document.addEventListener('readystatechange', () => log('readystatechange'));
document.addEventListener('DOMContentLoaded', () => log('DOMContentLoaded'));
window.addEventListener('load', () => log('load'));

function nextEvent(target, type, { timeout } = {}) {
  return new Promise((resolve, reject) => {
    const ac = new AbortController();
    target.addEventListener(type, (e) => { ac.abort(); resolve(e); }, { signal: ac.signal });
    if (timeout) {
      setTimeout(() => { ac.abort(); reject(new Error(`no ${type} within ${timeout}ms`)); }, timeout);
    }
  });
}

(async () => {
  const btn = document.getElementById('go');
  try {
    await nextEvent(btn, 'dblclick', { timeout: 100 });
  } catch (e) {
    console.log(e.message);
  }
  const e = await nextEvent(btn, 'click');
  console.log(`got ${e.type} trusted=${e.isTrusted} button=${e.button} detail=${e.detail}`);
  const [a, b] = await Promise.all([nextEvent(btn, 'ping'), Promise.resolve().then(() => {
    btn.dispatchEvent(new Event('ping'));
    return 'dispatched';
  })]);
  console.log(`${a.type} ${b}`);
})();
Promise.resolve().then(() => log('first microtask'));
setTimeout(() => log('timeout 0'), 0);
