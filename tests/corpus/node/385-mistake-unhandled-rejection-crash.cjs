// Bug: a rejected promise with no handler crashes Node 20 (exit code 1),
// even though a catch was "going to" be attached later.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function loadConfig() {
  await sleep(5);
  throw new Error('config file missing');
}

async function main() {
  const configPromise = loadConfig(); // started early to "save time"
  console.log('doing other setup first');
  await sleep(20); // the rejection happens while we wait here
  console.log('attaching handler now (too late)');
  try {
    await configPromise;
  } catch (e) {
    console.log('caught', e.message);
  }
}

process.on('exit', (code) => console.log('exit code', code));
main();
setTimeout(() => console.log('this timer never fires'), 50);
