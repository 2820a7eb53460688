// A throw inside a setTimeout callback cannot be caught by the surrounding try/catch
try {
  setTimeout(() => {
    console.log('timer running');
    throw new Error('oops in timer');
  }, 0);
} catch (e) {
  console.log('caught?', e.message);
}
console.log('scheduled');
process.on('exit', (code) => console.log('exit code', code));
setTimeout(() => console.log('never printed'), 20);
