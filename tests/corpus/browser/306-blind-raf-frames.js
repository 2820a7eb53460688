// requestAnimationFrame: callbacks in one frame share a timestamp; microtasks run between them.
let frames = 0;
const stamps = [];
function onFrame(ts) {
  frames++;
  stamps.push(ts);
  if (frames < 5) requestAnimationFrame(onFrame);
  else {
    const increasing = stamps.every((t, i) => i === 0 || t > stamps[i - 1]);
    console.log('5 frames, timestamps strictly increasing:', increasing);
  }
}
requestAnimationFrame(onFrame);

let shared = [];
requestAnimationFrame((t) => {
  shared.push(t);
  console.log('rAF A');
  Promise.resolve().then(() => console.log('microtask after A, before B'));
  requestAnimationFrame(() => console.log('rAF requested in A runs next frame'));
});
requestAnimationFrame((t) => {
  shared.push(t);
  console.log('rAF B, same timestamp as A:', shared[0] === shared[1]);
  setTimeout(() => console.log('timeout set in B'), 0);
});
const id = requestAnimationFrame(() => console.log('cancelled rAF'));
cancelAnimationFrame(id);
console.log('script end, typeof rAF id:', typeof id);
