// An uncaught throw in a worker: 'error' on the Worker object, then 'exit' with code 1; main lives on.
const { Worker } = require('worker_threads');
const path = require('path');

const events = [];
const worker = new Worker(path.join(__dirname, 'bad-worker.js'));
worker.on('message', (m) => {
  events.push(`message ${m}`);
  worker.postMessage({}); // a config without a port: the worker will throw
});
worker.on('error', (err) => {
  events.push('error');
  console.log('error:', err instanceof Error, err.name, err.message, err.code);
});
worker.on('exit', (code) => {
  events.push(`exit ${code}`);
  console.log('events:', events.join(' -> '));
  setTimeout(() => console.log('main thread still running, exitCode', process.exitCode), 10);
});
// @file bad-worker.js
const { parentPort } = require('worker_threads');
function parse(config) {
  if (!config.port) throw new RangeError('port is required');
}
parentPort.on('message', (config) => parse(config));
parentPort.postMessage('ready');
