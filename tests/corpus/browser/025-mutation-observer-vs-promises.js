// MutationObserver callbacks share the microtask queue with promises: a mutation made
// inside a promise reaction queues the observer callback behind the reactions already
// waiting, and a mutation inside the observer callback queues a second call.
// @html <div id="target">t</div>
const target = document.getElementById('target');
let round = 0;
new MutationObserver((records) => {
  round++;
  console.log(`observer round ${round}: ${records[0].attributeName}`);
  if (round === 1) target.setAttribute('data-b', '1');
}).observe(target, { attributes: true });
Promise.resolve().then(() => {
  console.log('then 1 mutates');
  target.setAttribute('data-a', '1');
}).then(() => console.log('then 1 -> 2'));
Promise.resolve().then(() => console.log('then other'));
setTimeout(() => console.log(`timeout: ${round} rounds`), 0);
