// A callback requested from inside an animation frame callback waits for the next
// frame: a zero-delay timer and a MessageChannel message queued in the first frame
// both run before it.
requestAnimationFrame((t1) => {
  console.log('frame 1');
  setTimeout(() => console.log('timeout from frame 1'), 0);
  const ch = new MessageChannel();
  ch.port1.onmessage = () => console.log('message from frame 1');
  ch.port2.postMessage('hi');
  requestAnimationFrame((t2) => {
    console.log('frame 2');
    console.log(`later timestamp: ${t2 > t1}`);
  });
});
