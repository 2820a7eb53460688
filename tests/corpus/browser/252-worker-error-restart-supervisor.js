// A supervisor restarts a worker after an uncaught error event and retries the remaining tasks on the fresh worker.
const tasks = ['alpha', 'beta', 'crash', 'gamma', 'crash-again', 'delta'];
let worker = null;
let generation = 0;
let index = 0;
const done = [];

function spawn() {
  generation++;
  worker = new Worker('fragile.js');
  const gen = generation;
  worker.onmessage = ({ data }) => {
    console.log(`gen ${gen}: ${tasks[index]} -> ${data}`);
    done.push(data);
    index++;
    next();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    console.log(`gen ${gen}: error event on task "${tasks[index]}": ${event.message} (line ${event.lineno})`);
    console.log(`  event type=${event.type}, is ErrorEvent=${event instanceof ErrorEvent}, filename ends with fragile.js=${event.filename.endsWith('fragile.js')}`);
    worker.terminate();
    index++; // skip the poisoned task
    spawn();
    next();
  };
}

function next() {
  if (index < tasks.length) {
    worker.postMessage(tasks[index]);
  } else {
    console.log(`finished with ${generation} generations: ${done.join(', ')}`);
    worker.terminate();
  }
}

spawn();
next();

// @file fragile.js
let handled = 0;
onmessage = ({ data }) => {
  handled++;
  if (data.startsWith('crash')) {
    throw new Error(`cannot process ${data} (task #${handled} in this worker)`);
  }
  postMessage(`${data.toUpperCase()} (task #${handled} in this worker)`);
};
