// What the 'error' event carries when a worker throws a number, a string, an object or null.
const { Worker } = require('worker_threads');

const throws = ['42', "'text'", "{ code: 'E_CUSTOM', detail: [1, 2] }", 'null', "new SyntaxError('custom syntax')"];

async function run(expr) {
  return new Promise((resolve) => {
    const w = new Worker(`throw ${expr};`, { eval: true });
    let got = 'no error event';
    w.on('error', (e) => {
      got = e === null ? 'null' : typeof e === 'object'
        ? `${Object.prototype.toString.call(e)} ${e instanceof Error ? e.name + ': ' + e.message : JSON.stringify(e)}`
        : `${typeof e} ${e}`;
    });
    w.on('exit', (code) => resolve(`throw ${expr} -> ${got}, exit ${code}`));
  });
}

(async () => {
  for (const t of throws) console.log(await run(t));
})();
