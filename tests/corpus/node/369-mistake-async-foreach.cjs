// Mistake: async callbacks in forEach are not awaited
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ids = [3, 1, 2];

async function processAll() {
  const done = [];
  ids.forEach(async (id) => {
    await sleep(id * 10);
    done.push(id);
    console.log('  forEach finished', id);
  });
  console.log('forEach version returns with done =', JSON.stringify(done));
  return done;
}

async function sequential() {
  const done = [];
  for (const id of ids) {
    await sleep(id * 10);
    done.push(id);
  }
  console.log('for...of version:', done.join(','));
}

async function parallel() {
  const done = [];
  await Promise.all(ids.map(async (id) => {
    await sleep(id * 10);
    done.push(id);
    return id * 100;
  })).then((vals) => console.log('Promise.all values keep input order:', vals.join(',')));
  console.log('completion order:', done.join(','));
}

async function reduceTrap() {
  const total = await ids.reduce(async (accP, id) => {
    const acc = await accP;
    await sleep(1);
    return acc + id;
  }, Promise.resolve(0));
  console.log('async reduce (with awaited acc):', total);
  const wrong = ids.filter(async (id) => id > 1);
  console.log('filter with async predicate keeps', wrong.length, 'of', ids.length);
}

processAll()
  .then((d) => console.log('processAll resolved, length', d.length))
  .then(sequential)
  .then(parallel)
  .then(reduceTrap);
