// An animation loop: each frame requests the next one and stops after three frames;
// zero-delay timers queued in each frame run before the following frame.
let frame = 0;
function tick() {
  frame++;
  console.log(`frame ${frame}`);
  setTimeout(() => console.log(`  timeout queued in frame ${frame}`), 0);
  if (frame < 3) requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
setTimeout(() => console.log(`timeout 300: ${frame} frames`), 300);
