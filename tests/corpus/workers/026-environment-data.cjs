// setEnvironmentData: values copied into every worker started afterwards (and their own workers).
const { Worker, setEnvironmentData, getEnvironmentData, isMainThread } = require('worker_threads');

setEnvironmentData('config', { mode: 'fast', retries: 3 });
setEnvironmentData('version', 7);
console.log('main sees:', getEnvironmentData('config'), getEnvironmentData('version'));

const worker = new Worker(`
  const { getEnvironmentData, setEnvironmentData, parentPort } = require('worker_threads');
  const config = getEnvironmentData('config');
  config.mode = 'changed in worker';
  setEnvironmentData('version', 8);
  parentPort.postMessage({
    config: getEnvironmentData('config'),
    version: getEnvironmentData('version'),
    missing: getEnvironmentData('nope'),
  });
`, { eval: true });
setEnvironmentData('version', 99); // the worker above already has its copy (taken at new Worker())
worker.on('message', (m) => {
  console.log('worker saw:', m);
  console.log('main still sees:', getEnvironmentData('config'), getEnvironmentData('version'));
});
