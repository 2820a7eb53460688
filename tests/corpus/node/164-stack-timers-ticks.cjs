// Stacks of errors made in timer, immediate, nextTick, promise and queueMicrotask callbacks: Node's timers and tick-queue frames below the callback's
const where = (label) => console.log(label + '\n' + new Error('here').stack.split('\n').slice(1).join('\n'));
setTimeout(function poll() {
  where('timeout (named)');
  setImmediate(() => {
    where('immediate');
    process.nextTick(() => where('tick in immediate'));
    Promise.resolve().then(() => where('then in immediate'));
  });
  setImmediate((a, b) => where('immediate with arguments ' + a + b), 1, 2);
}, 5);
setTimeout((id) => {
  where('timeout with an argument ' + id);
  queueMicrotask(() => where('queueMicrotask in timeout'));
}, 200, 7);
setTimeout(() => where('second timeout of the same list'), 200);
const timer = setInterval(() => {
  where('interval');
  clearInterval(timer);
}, 400);
process.nextTick((x) => where('tick with an argument ' + x), 'x');
