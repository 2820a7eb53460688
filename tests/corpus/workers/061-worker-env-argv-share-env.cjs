// Configuring workers: argv, a private copy of process.env by default, a custom env object, and SHARE_ENV.
// @env APP_MODE=production
const { Worker, SHARE_ENV } = require('node:worker_threads');

const code = `
const { parentPort } = require('node:worker_threads');
const before = process.env.APP_MODE;
process.env.APP_MODE = 'changed-by-worker';
process.env.WORKER_FLAG = '1';
parentPort.postMessage({ args: process.argv.slice(2), before, custom: process.env.ONLY_HERE, path: process.argv[1] });`;

function run(label, options) {
  return new Promise((resolve) => {
    const worker = new Worker(code, { eval: true, ...options });
    worker.once('message', (m) => {
      console.log(`${label}: argv ${JSON.stringify(m.args)}, script ${m.path}, APP_MODE was ${m.before}, ONLY_HERE ${m.custom}`);
    });
    worker.once('exit', () => {
      console.log(`  main now sees APP_MODE=${process.env.APP_MODE}, WORKER_FLAG=${process.env.WORKER_FLAG}`);
      resolve();
    });
  });
}

(async () => {
  await run('default env', { argv: ['--port', 8080] });
  await run('custom env', { env: { APP_MODE: 'test', ONLY_HERE: 'yes' } });
  process.env.APP_MODE = 'staging';
  await run('copy taken at construction', {});
  await run('SHARE_ENV', { env: SHARE_ENV, argv: ['shared'] });
})();
