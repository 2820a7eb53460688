// { stdout: true }: the worker's console.log becomes a readable stream the main thread consumes.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  for (const word of ['apple', 'banana', 'cherry']) console.log(word);
  process.stdout.write('no newline at the end');
`, { eval: true, stdout: true });

let text = '';
worker.stdout.setEncoding('utf8');
worker.stdout.on('data', (chunk) => { text += chunk; });
const ended = new Promise((resolve) => worker.stdout.on('end', resolve));
const exited = new Promise((resolve) => worker.on('exit', resolve));
Promise.all([ended, exited]).then(([, code]) => {
  const lines = text.split('\n');
  console.log('captured', lines.length, 'pieces; exit code', code);
  lines.forEach((l, i) => console.log(`${i + 1}: ${l.toUpperCase()}`));
});
