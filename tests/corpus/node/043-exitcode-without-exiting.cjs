// Setting process.exitCode does not stop the program; pending work still runs and 'exit' sees the code.
process.on('exit', (code) => console.log('exit listener sees', code));
process.exitCode = 3;
setTimeout(() => {
  console.log('timer still runs, exitCode is', process.exitCode);
}, 1);
console.log('exitCode set');
