// Mistake: a rejected promise nobody handles crashes Node (exit code 1)
async function loadConfig() {
  await null;
  throw new Error('config file is missing');
}

console.log('starting app');
loadConfig(); // BUG: no await, no .catch

setTimeout(() => console.log('this timer never runs: the process is gone'), 50);

Promise.resolve().then(() => console.log('microtasks still run before the crash'));
process.nextTick(() => console.log('nextTick runs too'));
process.on('exit', (code) => console.log('exit handler sees code', code));
console.log('end of script');
