// An unhandled promise rejection kills the worker: 'error' with the reason, then exit code 1.
const { Worker } = require('worker_threads');

function start(code) {
  return new Promise((resolve) => {
    const w = new Worker(code, { eval: true });
    const seen = [];
    w.on('message', (m) => seen.push('message:' + m));
    w.on('error', (e) => seen.push(`error:${e.constructor.name} ${e.code || e.message}`));
    w.on('exit', (c) => { seen.push('exit:' + c); resolve(seen.join(' | ')); });
  });
}

(async () => {
  console.log(await start(`
    async function load() { throw new TypeError('config missing'); }
    load();
  `));
  console.log(await start(`Promise.reject('a plain string');`));
  console.log(await start(`
    const { parentPort } = require('worker_threads');
    process.on('unhandledRejection', (r) => parentPort.postMessage('handled in worker: ' + r.message));
    Promise.reject(new Error('caught by the process handler'));
  `));
  console.log('main is fine');
})();
