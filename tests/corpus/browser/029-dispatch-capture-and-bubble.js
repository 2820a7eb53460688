// dispatchEvent with a bubbling Event: capture listeners run from the outside in
// (phase 1), the target's listeners in phase 2, then bubbling listeners from the
// inside out (phase 3). currentTarget follows the path; target stays the same.
// @html <section id="a"><div id="b"><span id="c">c</span></div></section>
const ids = ['a', 'b', 'c'];
for (const id of ids) {
  const el = document.getElementById(id);
  el.addEventListener('ping', (e) => console.log(`capture ${e.currentTarget.id} phase ${e.eventPhase}`), { capture: true });
  el.addEventListener('ping', (e) => console.log(`bubble ${e.currentTarget.id} phase ${e.eventPhase} target ${e.target.id}`));
}
document.getElementById('c').dispatchEvent(new Event('ping', { bubbles: true }));
console.log('--- not bubbling');
document.getElementById('c').dispatchEvent(new Event('ping'));
