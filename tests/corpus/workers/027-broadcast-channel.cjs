// BroadcastChannel: every worker hears the main thread's broadcast; replies are sorted before printing.
const { Worker, BroadcastChannel } = require('worker_threads');

const code = `
  const { BroadcastChannel, workerData } = require('worker_threads');
  const bc = new BroadcastChannel('jobs');
  bc.onmessage = ({ data }) => {
    if (data.type === 'task') {
      bc.postMessage({ type: 'done', who: workerData, result: data.n * workerData });
      bc.close();
    }
  };
  const ready = new BroadcastChannel('ready');
  ready.postMessage(workerData);
  ready.close();
`;

const main = new BroadcastChannel('jobs');
const ready = new BroadcastChannel('ready');
const workers = [1, 2, 3].map((n) => new Worker(code, { eval: true, workerData: n }));
let readyCount = 0;
ready.onmessage = () => {
  if (++readyCount === workers.length) {
    ready.close();
    main.postMessage({ type: 'task', n: 10 });
  }
};
const results = [];
const allDone = new Promise((resolve) => {
  main.onmessage = ({ data }) => {
    results.push(data);
    if (results.length === workers.length) { main.close(); resolve(); }
  };
});
const allExited = Promise.all(workers.map((w) => new Promise((resolve) => w.on('exit', resolve))));
// Broadcast replies and worker exits race with each other, so print only when both are in.
Promise.all([allDone, allExited]).then(([, codes]) => {
  results.sort((a, b) => a.who - b.who);
  for (const r of results) console.log(`worker ${r.who}: ${r.result}`);
  console.log('exit codes:', codes);
});
