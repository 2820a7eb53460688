// Sequential awaits start tasks one by one; Promise.all starts them all before waiting.
const log = (s) => console.log(s);
async function task(name) {
  log('start ' + name);
  await null;
  log('end ' + name);
  return name;
}
async function sequential() {
  const a = await task('s1');
  const b = await task('s2');
  log('sequential result ' + a + b);
}
async function parallel() {
  const r = await Promise.all([task('p1'), task('p2')]);
  log('parallel result ' + r.join(''));
}
sequential();
parallel();
