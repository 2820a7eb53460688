// Bug: Array.prototype.forEach does not wait for async callbacks.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const files = [{ name: 'a.txt', ms: 30 }, { name: 'b.txt', ms: 10 }, { name: 'c.txt', ms: 20 }];

async function upload(f) {
  await sleep(f.ms);
  console.log(`  uploaded ${f.name}`);
  return f.name.length;
}

async function withForEach() {
  let total = 0;
  files.forEach(async (f) => { total += await upload(f); });
  console.log('forEach: "all done", total =', total);
}

async function withForOf() {
  let total = 0;
  for (const f of files) total += await upload(f);
  console.log('for...of (sequential): total =', total);
}

async function withPromiseAll() {
  const sizes = await Promise.all(files.map(upload));
  console.log('Promise.all (parallel): sizes =', sizes);
}

(async () => {
  await withForEach();
  await sleep(50);
  console.log('--');
  await withForOf();
  console.log('--');
  await withPromiseAll();
  console.log('--');
  // another classic: reduce with an async reducer without awaiting the accumulator
  const wrong = await files.reduce(async (acc, f) => acc + (await upload(f)), 0);
  console.log('async reduce without awaiting acc:', wrong);
})();
