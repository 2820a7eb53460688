// stopImmediatePropagation stops the remaining listeners on the same element too, and
// the bubbling; listeners added before it on that element already ran. A new event
// dispatched on the outer element reaches its listener again.
// @html <div id="outer"><button id="btn">b</button></div>
const outer = document.getElementById('outer');
const btn = document.getElementById('btn');
outer.addEventListener('hit', (e) => console.log(`outer listener, target ${e.target.id}`));
btn.addEventListener('hit', () => console.log('listener 1'));
btn.addEventListener('hit', (e) => {
  console.log('listener 2 stops everything');
  e.stopImmediatePropagation();
});
btn.addEventListener('hit', () => console.log('listener 3 (not reached)'));
btn.dispatchEvent(new Event('hit', { bubbles: true }));
console.log('--- second dispatch on outer only');
outer.dispatchEvent(new Event('hit', { bubbles: true }));
