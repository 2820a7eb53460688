// Two real clicks on different buttons arrive in order, each handled in its own task,
// with the microtasks of the first handled before the second click.
// @html <button id="one">one</button> <button id="two">two</button>
// @input click #one @ 100ms
// @input click #two @ 500ms
// @until 1200
let clicks = 0;
for (const id of ['one', 'two']) {
  document.getElementById(id).addEventListener('click', (e) => {
    clicks++;
    console.log(`click ${clicks} on ${e.target.id}`);
    queueMicrotask(() => console.log(`  microtask of click ${clicks}`));
  });
}
setTimeout(() => console.log(`at 400 ms: ${clicks} click(s)`), 400);
setTimeout(() => console.log(`at 900 ms: ${clicks} click(s)`), 900);
