// @html <button id="btn">Press</button>
// @input click #btn @ 200ms
// @input click #btn @ 600ms
// @until 1200
// AbortController removes many listeners at once; { once } and removeEventListener pitfalls
const btn = document.getElementById('btn');
const ac = new AbortController();
let presses = 0;

btn.addEventListener('click', () => console.log(`handler A (press ${++presses})`), { signal: ac.signal });
btn.addEventListener('click', () => console.log('handler B'), { signal: ac.signal });
btn.addEventListener('click', () => console.log('once handler'), { once: true });
window.addEventListener('keydown', () => console.log('key'), { signal: ac.signal });

const h = () => console.log('capture-registered handler still here');
btn.addEventListener('click', h, true);
btn.removeEventListener('click', h); // wrong: capture flag must match
let clicksSeen = 0;
btn.addEventListener('click', () => {
  clicksSeen++;
  console.log(`plain listener sees click ${clicksSeen}`);
  if (clicksSeen === 1) {
    ac.abort();
    console.log(`aborted: ${ac.signal.aborted}`);
  }
});

ac.signal.addEventListener('abort', () => console.log('signal abort event'));
btn.addEventListener('click', () => console.log('never: registered with an aborted signal'), { signal: AbortSignal.abort() });

setTimeout(() => {
  btn.removeEventListener('click', h, true);
  console.log('removed capture handler correctly');
}, 350);
setTimeout(() => console.log(`total presses counted by A: ${presses}, clicks seen ${clicksSeen}`), 1000);
