// The argv and env options: process.argv extras and a copied process.env that the worker may change.
const { Worker, SHARE_ENV } = require('worker_threads');

process.env.EVLOOP_DEMO = 'from main';
const code = `
  const { parentPort } = require('worker_threads');
  const before = process.env.EVLOOP_DEMO;
  process.env.EVLOOP_DEMO = 'set by worker';
  parentPort.postMessage({ extra: process.argv.slice(2), before });
`;

const plain = new Worker(code, { eval: true, argv: ['--level', 3] });
plain.on('message', (m) => console.log('copied env:', m));
plain.on('exit', () => {
  console.log('main after copied env:', process.env.EVLOOP_DEMO);
  const custom = new Worker(code, { eval: true, env: { EVLOOP_DEMO: 'custom object' } });
  custom.on('message', (m) => console.log('custom env:', m));
  custom.on('exit', () => {
    console.log('main after custom env:', process.env.EVLOOP_DEMO);
    const sharing = new Worker(code, { eval: true, env: SHARE_ENV });
    sharing.on('message', (m) => console.log('SHARE_ENV:', m));
    sharing.on('exit', () => console.log('main after SHARE_ENV:', process.env.EVLOOP_DEMO));
  });
});
