// @html <div id="outer"><div id="middle"><button id="btn">Click me</button></div></div>
// @input click #btn @ 100ms
// Capture vs bubble order for a real click, plus microtasks between listeners
const ids = ['outer', 'middle', 'btn'];
for (const id of ids) {
  const el = document.getElementById(id);
  el.addEventListener('click', (e) => {
    console.log(`capture ${id} (phase ${e.eventPhase})`);
    Promise.resolve().then(() => console.log(`  microtask from capture ${id}`));
  }, true);
  el.addEventListener('click', (e) => {
    console.log(`bubble ${id} (phase ${e.eventPhase}) target=${e.target.id} current=${e.currentTarget.id}`);
  });
}
window.addEventListener('click', () => console.log('window capture'), { capture: true });
document.addEventListener('click', (e) => console.log('document bubble, isTrusted', e.isTrusted));
document.body.addEventListener('click', () => console.log('body bubble'));
console.log('listeners attached');
setTimeout(() => {
  console.log('--- synthetic el.click() ---');
  document.getElementById('btn').click();
  console.log('--- after el.click() returned ---');
}, 300);
