// process lifecycle: 'beforeExit' scheduling more work, 'exit' (sync only), uncaughtException recovery, exitCode
let beforeExitCount = 0;
const events = [];
process.on('beforeExit', (code) => {
  beforeExitCount++;
  console.log(`beforeExit #${beforeExitCount} code=${code}`);
  if (beforeExitCount === 1) {
    setTimeout(() => { console.log('  flush timer from beforeExit'); }, 10);
  } else if (beforeExitCount === 2) {
    Promise.resolve().then(() => console.log('  microtask from beforeExit'));
    setImmediate(() => console.log('  immediate from beforeExit'));
  } else if (beforeExitCount === 3) {
    process.exitCode = 3;
    console.log('  nothing more scheduled; setting exitCode 3');
  }
});
process.on('exit', (code) => {
  console.log(`exit code=${code} exitCode=${process.exitCode}`);
  setTimeout(() => console.log('never: timers do not run after exit'), 0);
  Promise.resolve().then(() => console.log('never: microtasks after exit'));
  console.log('events:', events.join(', '));
});
process.on('uncaughtException', (err, origin) => {
  console.log(`uncaughtException (${origin}): ${err.name}: ${err.message}`);
  events.push('recovered:' + err.message);
});
process.on('unhandledRejection', (reason, promise) => {
  console.log('unhandledRejection:', reason instanceof Error ? reason.message : reason, promise instanceof Promise);
  events.push('rejection');
});
process.on('rejectionHandled', (p) => { console.log('rejectionHandled later', p instanceof Promise); events.push('handled-late'); });
class Service {
  constructor(name) { this.name = name; this.open = true; process.once('exit', () => this.close('exit hook')); }
  close(why) { if (this.open) { this.open = false; console.log(`service ${this.name} closed (${why})`); } }
}
const db = new Service('db');
const cache = new Service('cache');
setTimeout(() => {
  events.push('timer1');
  throw new Error('timer blew up');
}, 20);
setTimeout(() => {
  events.push('timer2 still runs');
  console.log('timer2 runs after the uncaught exception');
  cache.close('manual');
}, 40);
const late = Promise.reject(new Error('nobody listening yet'));
setTimeout(() => {
  late.catch(e => { console.log('caught late:', e.message); events.push('late-catch'); });
}, 60);
setImmediate(() => {
  events.push('immediate');
  process.nextTick(() => { throw new RangeError('from nextTick'); });
});
queueMicrotask(() => events.push('microtask'));
process.nextTick(() => events.push('tick'));
console.log('main script done; listeners:', process.listenerCount('exit'), process.listenerCount('beforeExit'));
