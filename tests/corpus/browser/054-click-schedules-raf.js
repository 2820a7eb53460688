// A click listener that changes the DOM and requests an animation frame: the frame
// callback sees the new text and runs before a 100 ms timer queued by the same
// listener.
// @html <button id="b">count: 0</button>
// @input click #b @ 100ms
const b = document.getElementById('b');
let count = 0;
b.addEventListener('click', () => {
  count++;
  b.textContent = `count: ${count}`;
  requestAnimationFrame(() => console.log(`frame sees "${b.textContent}"`));
  setTimeout(() => console.log('timeout 100 from click'), 100);
  console.log('listener done');
});
