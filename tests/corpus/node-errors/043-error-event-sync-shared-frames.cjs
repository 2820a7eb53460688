// Emitted synchronously, deep in the program's calls: the frames shared by the error's
// stack and the emit's are folded into one marker line.
const EventEmitter = require('events');
const queue = new EventEmitter();
function fail(job) { return new Error(`job ${job} failed`); }
function run(job) { queue.emit('error', fail(job)); }
function runAll() { run(1); }
runAll();
