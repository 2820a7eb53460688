// A throw inside 'uncaughtException' is fatal; exitCode set earlier is replaced by the error exit code 7.
process.exitCode = 2;
process.on('uncaughtException', (err) => {
  console.log('handler got', err.message);
  throw new Error('handler failed too');
});
process.on('exit', (code) => console.log('exit', code));
setTimeout(() => {
  throw new Error('first failure');
}, 1);
