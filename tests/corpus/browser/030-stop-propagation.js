// stopPropagation in the target's listener: the other listeners on the same element
// still run, but the event does not bubble to the ancestors. A new event dispatched
// on the parent itself reaches the parent's listener.
// @html <div id="parent"><p id="child">child</p></div>
const parent = document.getElementById('parent');
const child = document.getElementById('child');
parent.addEventListener('note', (e) => console.log(`parent listener, target ${e.target.id}`));
child.addEventListener('note', (e) => {
  console.log('child listener 1 stops propagation');
  e.stopPropagation();
});
child.addEventListener('note', () => console.log('child listener 2 still runs'));
const result = child.dispatchEvent(new Event('note', { bubbles: true }));
console.log(`dispatchEvent returned ${result}`);
parent.dispatchEvent(new Event('note', { bubbles: true }));
