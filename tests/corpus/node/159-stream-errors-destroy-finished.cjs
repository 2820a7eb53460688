// destroy(err) -> 'error' then 'close' a tick later; finished() for readable, writable
// and premature close; pipe() into a writable; errors from _read and _write
const { Readable, Writable, PassThrough, finished } = require('stream');
const { finished: finishedP } = require('stream/promises');
const log = (...a) => console.log(...a);
const r = new Readable({ read() {} });
r.on('error', (e) => log('r error', e.message, r.destroyed));
r.on('close', () => log('r close', r.errored && r.errored.message));
finished(r, (err) => log('finished(r)', err && err.message));
r.destroy(new Error('cancelled'));
log('after destroy', r.destroyed, r.readable);
r.destroy(new Error('second destroy ignored'));

const w = new Writable({ write(c, e, cb) { cb(new Error('disk full')); } });
w.on('error', (e) => log('w error', e.message));
w.on('close', () => log('w close'));
w.write('x', (err) => log('w write cb', err.message));

const src = new Readable({ read() {} });
src.push(null);
const early = new PassThrough();
finished(early, (err) => log('finished(early)', err.code));
early.on('error', () => {});
early.destroy();

const out = [];
const sink = new Writable({ write(c, e, cb) { out.push(c.toString()); cb(); } });
const feed = new Readable({ read() {} });
sink.on('pipe', (s) => log('pipe event', s === feed));
sink.on('unpipe', () => log('unpipe event'));
feed.pipe(sink);
finishedP(sink).then(() => log('sink finished', out.join('')));
feed.push('hello ');
feed.push('pipes');
feed.push(null);
finished(src, (err) => log('finished(src) ended', err));
src.resume();
log('sync end');
