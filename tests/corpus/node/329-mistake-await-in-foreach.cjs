// The classic: forEach does not wait for async callbacks
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const items = [30, 10, 20];

async function processAll() {
  const done = [];
  items.forEach(async (ms) => {
    await sleep(ms);
    done.push(ms);
    console.log('processed', ms);
  });
  console.log('forEach finished, done =', done);
  return done;
}

async function processAllFixed() {
  const done = [];
  for (const ms of items) {
    await sleep(ms);
    done.push(ms);
  }
  console.log('for...of finished, done =', done);
  const parallel = await Promise.all(items.map(async (ms) => { await sleep(ms); return ms * 2; }));
  console.log('Promise.all:', parallel);
}

processAll().then((d) => {
  console.log('processAll resolved with', d);
  return sleep(50);
}).then(processAllFixed);
