// Mistake: try/catch around setTimeout does not catch errors thrown later in the callback
function scheduleWork() {
  try {
    setTimeout(() => {
      console.log('timer callback runs');
      const data = JSON.parse('{"broken": ');
      console.log('not reached', data);
    }, 10);
    console.log('setTimeout returned, try block ends');
  } catch (e) {
    console.log('this catch never sees the timer error');
  }
}

scheduleWork();
setTimeout(() => console.log('later timer (never runs)'), 100);
setImmediate(() => console.log('immediate runs before the crash'));
process.on('exit', (code) => console.log('process exiting with code', code));
console.log('main script done');
