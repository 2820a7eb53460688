// Writable: write() returns false at highWaterMark, 'drain' when the buffer empties,
// callbacks of sync writes batched in one nextTick, end() -> final -> 'finish' -> 'close'
const { Writable } = require('stream');
const log = (...a) => console.log(...a);
const slowDisk = new Writable({
  highWaterMark: 8,
  write(chunk, enc, cb) {
    log('  disk write', JSON.stringify(chunk.toString()), enc);
    setImmediate(cb);
  },
  final(cb) { log('  final'); setImmediate(cb); },
});
for (const e of ['drain', 'finish', 'close', 'prefinish']) slowDisk.on(e, () => log('event', e, slowDisk.writableLength));
log('write 1 ->', slowDisk.write('hello', () => log('cb 1')));
log('write 2 ->', slowDisk.write('world', () => log('cb 2')), slowDisk.writableLength, slowDisk.writableNeedDrain);
slowDisk.once('drain', () => {
  log('drained: ending');
  slowDisk.end('bye', () => log('end callback'));
  log('writable?', slowDisk.writable, slowDisk.writableEnded, slowDisk.writableFinished);
});

// a synchronous sink: callbacks come a tick later, together
const lines = [];
const memory = new Writable({ objectMode: true, write(obj, enc, cb) { lines.push(obj.id); cb(); } });
const cb = (err) => log('memory cb', err, lines.length);
memory.write({ id: 1 }, cb);
memory.write({ id: 2 }, cb);
memory.write({ id: 3 }, () => log('memory cb 3'));
memory.end();
memory.on('finish', () => log('memory finish', lines));
process.nextTick(() => log('tick after sync writes'));
log('sync end');
memory.write({ id: 4 }, (err) => log('late write:', err.code, err.message));
memory.on('error', (err) => log('memory error event', err.code));
