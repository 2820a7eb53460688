// A short-lived worker's events: its messages in order, 'online' somewhere before 'exit', 'exit' last.
const { Worker } = require('worker_threads');

const messages = [];
let online = 'not yet';
const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  for (let i = 1; i <= 3; i++) parentPort.postMessage('m' + i);
`, { eval: true });
// 'online' and the messages come on different channels: 'online' is usually first, but
// on a busy machine it can come after the messages. Both always come before 'exit'.
worker.on('online', () => { online = 'fired'; });
worker.on('message', (m) => messages.push(m));
worker.on('exit', (code) => {
  console.log('messages:', messages.join(' '), '| online:', online, '| exit:', code);
});
console.log('constructor returned; nothing has happened yet:', online, messages.length);
