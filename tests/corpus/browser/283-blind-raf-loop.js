// @until 1500
// A requestAnimationFrame loop that animates a box for 20 frames, then stops
const box = document.createElement('div');
box.id = 'box';
box.style.width = '50px';
box.style.height = '50px';
document.body.append(box);

let frames = 0;
let lastTs = null;
let monotonic = true;
let sameTsInFrame = true;
let rafId;

function step(ts) {
  if (lastTs !== null && ts <= lastTs) monotonic = false;
  lastTs = ts;
  frames++;
  box.style.transform = `translateX(${frames * 5}px)`;
  if (frames === 1) {
    // a second callback registered now runs in the NEXT frame, not this one
    requestAnimationFrame((t2) => { if (t2 === ts) sameTsInFrame = false; });
  }
  if (frames < 20) rafId = requestAnimationFrame(step);
  else finish();
}

function finish() {
  console.log(`stopped after ${frames} frames`);
  console.log(`timestamps increasing: ${monotonic}, nested rAF went to next frame: ${sameTsInFrame}`);
  console.log(`final transform: ${box.style.transform}`);
  const id = requestAnimationFrame(() => console.log('cancelled frame ran?!'));
  cancelAnimationFrame(id);
  console.log(`ids are positive integers: ${Number.isInteger(rafId) && rafId > 0 && id > rafId}`);
}

rafId = requestAnimationFrame(step);
// Two callbacks registered in the same task get the same timestamp
let a;
requestAnimationFrame((t) => { a = t; });
requestAnimationFrame((t) => console.log(`same frame, same timestamp: ${t === a}`));
