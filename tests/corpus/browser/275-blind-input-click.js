// @html <button id="buy">Buy now</button><p id="status">idle</p>
// @input click #buy @ 300ms
// @until 1200
const btn = document.getElementById('buy');
const status = document.getElementById('status');
let clicks = 0;
btn.addEventListener('click', () => {
  clicks++;
  console.log(`click ${clicks}, status was ${status.textContent}`);
  status.textContent = 'processing';
  Promise.resolve().then(() => console.log('microtask between listeners'));
});
btn.addEventListener('click', () => {
  console.log('second listener');
  setTimeout(() => {
    status.textContent = 'done';
    console.log(`status is ${status.textContent}`);
  }, 200);
});
btn.addEventListener('pointerdown', () => console.log('pointerdown'));
btn.addEventListener('mousedown', () => console.log('mousedown'));
btn.addEventListener('mouseup', () => console.log('mouseup'));
console.log('ready');
