// Ping-pong: each nextTick queues a promise job and each promise job queues a nextTick.
let rounds = 0;
function viaTick(label) {
  process.nextTick(() => {
    console.log('tick', label);
    if (++rounds < 3) viaPromise(label + 1);
  });
}
function viaPromise(label) {
  Promise.resolve().then(() => {
    console.log('promise', label);
    viaTick(label + 1);
  });
}
viaTick(0);
viaPromise(100);
