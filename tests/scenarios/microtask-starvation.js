// A microtask that queues itself forever. The page never gets back to the event loop:
// no timer, no rendering, no input. evloop stops it and says what a browser would do.
setTimeout(() => console.log('this timer never runs'), 0);
function forever() { queueMicrotask(forever); }
forever();
console.log('queued');
