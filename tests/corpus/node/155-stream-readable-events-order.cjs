// Readable events against nextTick and promise jobs: 'data' flowing after a resume in a
// nextTick, 'readable' + read() in paused mode, 'end' and 'close' each a tick later
const { Readable } = require('stream');
const log = (...a) => console.log(...a);
const queue = new Readable({ read() {} });
queue.on('data', (c) => log('data', c.toString()));
queue.on('pause', () => log('pause'));
queue.on('resume', () => log('resume'));
queue.on('end', () => log('end'));
queue.on('close', () => log('close'));
queue.push('a');
queue.push('b');
log('flowing?', queue.readableFlowing, queue.readableLength);
process.nextTick(() => log('tick 1'));
Promise.resolve().then(() => log('promise 1'));
setImmediate(() => {
  log('immediate: push c, pause, push d');
  queue.push('c');
  queue.pause();
  queue.push('d');
  log('buffered', queue.readableLength, queue.isPaused());
  setImmediate(() => { log('resume + end'); queue.resume(); queue.push(null); });
});

// paused mode: 'readable' and read() of an object-mode source that produces on demand
let n = 0;
const numbers = new Readable({
  objectMode: true,
  highWaterMark: 2,
  read() {
    n++;
    log('  _read', n);
    if (n <= 4) this.push({ n });
    else this.push(null);
  },
});
numbers.on('readable', () => {
  let item;
  const got = [];
  while ((item = numbers.read()) !== null) got.push(item.n);
  log('readable ->', got.join(',') || '(none)', 'ended', numbers.readableEnded);
});
numbers.on('end', () => log('numbers end'));
log('sync end');
