// A worker's console.log goes through the main thread; all of it is printed before 'exit' fires.
const { Worker } = require('worker_threads');
const path = require('path');

console.log('main: before creating the worker');
const worker = new Worker(path.join(__dirname, 'chatty.js'));
console.log('main: after creating the worker (the worker has printed nothing yet)');
worker.on('exit', (code) => {
  console.log('main: worker exited with', code);
});
// @file chatty.js
const { threadId } = require('worker_threads');
console.log('worker: hello from thread', threadId);
console.log('worker: %s and %d', 'formatting', 42, { works: true });
console.error('worker: this goes to stderr');
setTimeout(() => console.log('worker: last line, from a timer'), 5);
