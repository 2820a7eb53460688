// try/catch/finally in an async function catches a rejection that arrives from a timer.
function unreliable(ms, ok) {
  return new Promise((resolve, reject) => {
    setTimeout(() => (ok ? resolve('ok after ' + ms) : reject(new Error('failed after ' + ms))), ms);
  });
}
async function attempt(ms, ok) {
  try {
    console.log(await unreliable(ms, ok));
  } catch (e) {
    console.log('caught:', e.message);
  } finally {
    console.log('cleanup', ms);
  }
}
attempt(2, false).then(() => attempt(4, true));
