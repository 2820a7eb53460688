// Two real clicks on a button with a { once: true } listener and a listener that
// removes itself on its first call: each runs for the first click only, the normal
// listener for both.
// @html <button id="b">tap</button>
// @input click #b @ 100ms
// @input click #b @ 500ms
// @until 900
const b = document.getElementById('b');
let n = 0;
b.addEventListener('click', () => {
  n++;
  console.log(`click ${n}: normal listener`);
});
b.addEventListener('click', () => console.log(`click ${n}: once listener`), { once: true });
function selfRemoving() {
  console.log(`click ${n}: self-removing listener`);
  b.removeEventListener('click', selfRemoving);
}
b.addEventListener('click', selfRemoving);
