// Mutations made in two different timer tasks are delivered in two separate
// MutationObserver callbacks, each right after its own task (before the next timer).
// @html <ul id="list"><li>first</li></ul>
const list = document.getElementById('list');
let calls = 0;
new MutationObserver((records) => {
  calls++;
  console.log(`observer call ${calls}: ${records.length} record(s), ${records[0].type}`);
}).observe(list, { childList: true });
setTimeout(() => {
  console.log('timer 1 adds two items');
  list.appendChild(document.createElement('li'));
  list.appendChild(document.createElement('li'));
}, 0);
setTimeout(() => {
  console.log('timer 2 sets an attribute (not observed) and removes an item');
  list.setAttribute('title', 'x');
  list.removeChild(document.querySelector('li'));
}, 0);
setTimeout(() => console.log(`timer 3: ${calls} calls`), 0);
