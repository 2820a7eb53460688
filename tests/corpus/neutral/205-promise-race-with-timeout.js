// Promise.race between work and a timeout: fast work wins, slow work loses to the timeout, and the loser still settles later.
const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const timeout = (ms) => new Promise((_, reject) => setTimeout(() => reject(new Error(`timeout after ${ms}`)), ms));
async function attempt(name, workMs, limitMs) {
  try {
    const v = await Promise.race([delay(workMs, `${name} result`), timeout(limitMs)]);
    console.log(`${name}: ${v}`);
  } catch (e) {
    console.log(`${name}: ${e.message}`);
  }
}
attempt('fast', 10, 40);
attempt('slow', 80, 30);
delay(100).then(() => console.log('all settled by now'));
