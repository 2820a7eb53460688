// A rAF loop that runs 5 frames, counting frames, plus a microtask per frame
let frame = 0;
function loop() {
  frame++;
  console.log('frame', frame);
  queueMicrotask(() => console.log('  microtask in frame', frame));
  if (frame < 5) requestAnimationFrame(loop);
  else setTimeout(() => console.log('animation done after', frame, 'frames'), 0);
}
requestAnimationFrame(loop);
console.log('started');
