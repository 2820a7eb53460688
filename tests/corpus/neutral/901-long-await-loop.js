// An async function awaiting 300 000 times in a loop, and two such loops interleaving their steps.
async function sum(n) {
  let s = 0;
  for (let i = 0; i < n; i++) s = (s + (await i)) % 1000003;
  return s;
}
const order = [];
async function worker(name, n) {
  for (let i = 0; i < n; i++) {
    await null;
    if (i % 50000 === 0) order.push(name + i);
  }
  return name + ' done';
}
sum(300000).then((s) => console.log('sum', s));
Promise.all([worker('a', 100000), worker('b', 100000)]).then((r) => {
  console.log(r.join(', '));
  console.log(order.join(' '));
});
