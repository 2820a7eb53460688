// Forgot to catch: the process dies with exit code 1
async function fetchConfig() {
  await new Promise((r) => setTimeout(r, 10));
  throw new Error('config server unreachable');
}

console.log('starting');
fetchConfig();
setTimeout(() => console.log('this timer at 5ms still runs'), 5);
setTimeout(() => console.log('this timer at 50ms never runs'), 50);
