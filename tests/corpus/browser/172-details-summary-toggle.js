// @html <details id="a"><summary id="sa">Shipping <b id="bold">info</b></summary>3-5 days</details><details id="b" name="faq"><summary>One</summary>1</details><details id="c" name="faq" open><summary>Two</summary>2</details>
// <details>: a click on its summary (or inside it) toggles open after the click's
// listeners; the toggle event is a task of its own, coalesced, with oldState/newState;
// opening a details with a name closes the other open one of that name.
const a = document.getElementById('a');
const log = (m) => console.log(m);
for (const d of document.querySelectorAll('details'))
  d.addEventListener('toggle', (e) => log(`toggle ${d.id}: ${e.oldState} -> ${e.newState}, open=${d.open}`));
a.addEventListener('click', () => log('click listener sees open=' + a.open));
document.getElementById('sa').click();
log('after click: open=' + a.open);
queueMicrotask(() => log('microtask: still before toggle'));
setTimeout(() => {
  document.getElementById('bold').click();          // inside the summary: toggles too
  a.open = true;                                     // back again before the task runs
  log('closed and reopened in one task: open=' + a.open);
  setTimeout(() => {
    document.getElementById('b').open = true;        // exclusive accordion by name
    log('b open=' + document.getElementById('b').open + ', c open=' + document.getElementById('c').open);
    const cancel = (e) => e.preventDefault();
    a.addEventListener('click', cancel);
    document.getElementById('sa').click();           // a canceled click does not toggle
    log('canceled click: open=' + a.open);
  }, 50);
}, 50);
