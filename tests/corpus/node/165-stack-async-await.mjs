// Stacks in an ES module: file: URLs, the module job's frames under the top level, and "async" frames for the functions awaiting the one that resumed
class Repo {
  async find(id) {
    await null;
    if (id > 2) throw new Error(`no user ${id}`);
    return { id };
  }
}
const repo = new Repo();
async function loadProfile(id) {
  const user = await repo.find(id);
  return user;
}
async function main() {
  try { await loadProfile(7); } catch (e) { console.log(e.stack); }
  const e2 = await repo.find(1).then(() => new Error('made in then'));
  console.log(e2.stack);
}
console.log(new Error('module top level').stack);
function helper() { return new Error('in a helper'); }
console.log(helper().stack);
await main();
console.log(new Error('after top-level await').stack);
async function inner() { await null; return new Error('awaited by the module'); }
console.log((await inner()).stack);
