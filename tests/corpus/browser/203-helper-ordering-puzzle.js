// @html <button id="btn">Go</button>
// @input click #btn @ 200ms
// @until 800
const log = [];
const say = (m) => { log.push(m); console.log(m); };
const btn = document.getElementById('btn');

say('1 script start');
setTimeout(() => say('timeout 0'), 0);
setTimeout(() => {
  say('timeout 50');
  Promise.resolve().then(() => say('  microtask inside timeout 50'));
  queueMicrotask(() => say('  queueMicrotask inside timeout 50'));
}, 50);

Promise.resolve()
  .then(() => say('promise 1'))
  .then(() => say('promise 2'));
queueMicrotask(() => say('queueMicrotask A'));

(async () => {
  say('async fn body (sync part)');
  await null;
  say('after await null');
  await new Promise((r) => setTimeout(r, 30));
  say('after await timeout 30');
})();

const { port1, port2 } = new MessageChannel();
port1.onmessage = (e) => say(`message ${e.data}`);
setTimeout(() => port2.postMessage('from timeout 100'), 100);

btn.addEventListener('click', () => {
  say('click listener 1');
  Promise.resolve().then(() => say('  microtask after listener 1'));
});
btn.addEventListener('click', () => {
  say('click listener 2');
  queueMicrotask(() => say('  microtask after listener 2'));
});

setTimeout(() => {
  say('timeout 120: synthetic click');
  btn.click();
  say('timeout 120: after synthetic click');
}, 120);

setTimeout(() => {
  requestAnimationFrame(() => {
    say('rAF after 300');
    Promise.resolve().then(() => say('  microtask in rAF'));
    setTimeout(() => say('timeout from rAF'), 0);
  });
}, 300);

document.addEventListener('visibilitychange', () => say('never'));
say('script end');

setTimeout(() => {
  console.log(`total ${log.length} entries; first microtask was "${log[3]}"`);
}, 600);
