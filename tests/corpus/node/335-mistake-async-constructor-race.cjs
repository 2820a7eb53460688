// Forgetting to await / reading state before async init finishes
class Db {
  constructor() {
    this.ready = false;
    this.init();
  }
  async init() {
    await new Promise((r) => setTimeout(r, 50));
    this.ready = true;
    console.log('db ready');
  }
  query(q) {
    if (!this.ready) return `ERROR: not ready for "${q}"`;
    return `rows for "${q}"`;
  }
}
const db = new Db();
console.log(db.query('select 1'));
setTimeout(() => console.log(db.query('select 2')), 100);

let counter = 0;
async function increment() {
  const current = counter;
  await null;
  counter = current + 1;
}
Promise.all([increment(), increment(), increment()]).then(() => console.log('counter (lost updates):', counter));

for (var i = 0; i < 3; i++) setTimeout(() => console.log('var i =', i), 0);
for (let j = 0; j < 3; j++) setTimeout(() => console.log('let j =', j), 0);
const result = (async () => 42)();
console.log('result is', result);
console.log(`template: ${result}`);
