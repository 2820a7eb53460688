// process.exitCode and process.exit() inside workers end only the worker; the main thread's exit code stays untouched.
const { Worker } = require('node:worker_threads');

const cases = {
  'exitCode = 3': `process.exitCode = 3;`,
  'exit(5) in a timer': `setTimeout(() => { process.exit(5); require('node:worker_threads').parentPort.postMessage('never'); }, 10);`,
  'exitCode = 4, then exit()': `process.exitCode = 4; process.exit();`,
  'exit(0) beats exitCode = 9': `process.exitCode = 9; process.exit(0);`,
  'throw after exitCode = 6': `process.exitCode = 6; throw new Error('boom');`,
  'exit handler changes it': `process.on('exit', (c) => { process.exitCode = c + 100; }); process.exitCode = 2;`,
};

async function main() {
  for (const [label, code] of Object.entries(cases)) {
    const worker = new Worker(code, { eval: true });
    const result = await new Promise((resolve) => {
      let error = null;
      worker.on('message', (m) => console.log('  unexpected message', m));
      worker.on('error', (e) => { error = e.message; });
      worker.on('exit', (exitCode) => resolve({ exitCode, error }));
    });
    console.log(`${label.padEnd(28)} -> exit ${result.exitCode}${result.error ? `, error "${result.error}"` : ''}`);
  }
  console.log('main process.exitCode is still', process.exitCode);
}
main();
process.on('exit', (code) => console.log('main exits with', code));
