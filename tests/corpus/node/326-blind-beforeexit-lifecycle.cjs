let rounds = 0;
process.on('beforeExit', (code) => {
  if (rounds < 2) {
    rounds++;
    console.log('beforeExit', code, 'round', rounds);
    setTimeout(() => console.log('work scheduled from beforeExit', rounds), 5);
  }
});
process.on('exit', (code) => {
  console.log('exit', code, 'rounds', rounds);
  setTimeout(() => console.log('never: timers in exit handler do not run'), 0);
});
const t = setInterval(() => console.log('unref interval should not keep alive'), 1000);
t.unref();
const keep = setTimeout(() => console.log('ref timeout'), 10);
console.log('hasRef', keep.hasRef(), t.hasRef());
process.exitCode = 3;
