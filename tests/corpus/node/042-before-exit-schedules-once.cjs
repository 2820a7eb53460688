// 'beforeExit' fires when the loop runs dry; scheduling work there keeps the process alive and fires it again.
let encores = 0;
process.on('beforeExit', (code) => {
  console.log('beforeExit code', code, 'encores', encores);
  if (encores < 1) {
    encores++;
    setTimeout(() => console.log('encore!'), 1);
  }
});
process.on('exit', (code) => console.log('exit code', code));
console.log('show starts');
