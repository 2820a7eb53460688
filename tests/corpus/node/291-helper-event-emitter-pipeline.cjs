'use strict';
// An EventEmitter-based processing pipeline: parser -> validator -> aggregator
const EventEmitter = require('events');
const { once } = require('events');

class Stage extends EventEmitter {
  constructor(name) { super(); this.name = name; this.count = 0; }
  pipe(next, event = 'data') { this.on(event, (x) => next.write(x)); this.on('end', () => next.end()); return next; }
  end() { setImmediate(() => this.emit('end', this.count)); }
}

class LineParser extends Stage {
  write(line) {
    this.count++;
    const [ts, level, ...msg] = line.split(' ');
    if (!level) { this.emit('warn', `unparseable line ${this.count}: ${JSON.stringify(line)}`); return; }
    this.emit('data', { ts: Number(ts), level: level.toUpperCase(), msg: msg.join(' ') });
  }
}

class Validator extends Stage {
  constructor() { super('validator'); this.rejected = 0; }
  write(rec) {
    this.count++;
    if (!Number.isFinite(rec.ts)) { this.rejected++; this.emit('invalid', rec, 'bad timestamp'); return; }
    if (!['INFO', 'WARN', 'ERROR', 'DEBUG'].includes(rec.level)) { this.rejected++; this.emit('invalid', rec, 'bad level'); return; }
    process.nextTick(() => this.emit('data', rec));
  }
}

class Aggregator extends Stage {
  constructor() { super('aggregator'); this.byLevel = {}; this.errors = []; }
  write(rec) {
    this.count++;
    this.byLevel[rec.level] = (this.byLevel[rec.level] ?? 0) + 1;
    if (rec.level === 'ERROR') { this.errors.push(rec.msg); this.emit('alert', rec); }
    if (this.count % 4 === 0) this.emit('progress', this.count);
  }
}

const input = `100 info server started
105 debug config loaded from env
110 info listening on 8080
abc warn clock skew detected
120 error failed to connect db
121 warn retrying db
garbage
130 error db timeout after 3 retries
140 trace very chatty
150 info request GET /health
151 info request GET /users
160 error unhandled exception in handler`.split('\n');

const parser = new LineParser('parser');
const validator = new Validator();
const agg = new Aggregator();
parser.pipe(validator).pipe(agg);

parser.on('warn', (m) => console.log('[parser warn]', m));
validator.on('invalid', (rec, why) => console.log(`[invalid] ${why}: ts=${rec.ts} level=${rec.level}`));
agg.on('alert', (rec) => console.log(`[ALERT] t=${rec.ts} ${rec.msg}`));
agg.on('progress', (n) => console.log(`[progress] ${n} records aggregated`));
agg.once('progress', () => console.log('[progress] (first progress event, once)'));
agg.prependListener('alert', () => console.log('[ALERT] --- (prepended listener runs first)'));

const order = [];
const probe = new EventEmitter();
probe.on('newListener', (ev) => order.push(`newListener:${ev}`));
probe.on('x', () => order.push('x1'));
probe.prependOnceListener('x', () => order.push('x0-once'));
probe.on('x', function () { order.push(`x2 this===probe:${this === probe}`); });
probe.emit('x'); probe.emit('x');
console.log('probe:', order.join(', '), '| listeners now', probe.listenerCount('x'));
console.log('eventNames:', agg.eventNames().map(String).join(','), 'maxListeners', agg.getMaxListeners());

try { new EventEmitter().emit('error', new Error('nobody listening')); }
catch (e) { console.log('unhandled error event throws:', e.message); }

(async () => {
  console.log('writing', input.length, 'lines');
  for (const line of input) parser.write(line);
  console.log('all lines written synchronously; aggregated so far:', agg.count);
  parser.end();
  const [n] = await once(agg, 'end');
  console.log('aggregator end event, count =', n);
  console.log('by level:', JSON.stringify(agg.byLevel));
  console.log('errors:', agg.errors.join(' | '));
  console.log('stage counts:', [parser, validator, agg].map((s) => `${s.name}=${s.count}`).join(' '), 'rejected', validator.rejected);

  const ee = new EventEmitter();
  setTimeout(() => ee.emit('ready', 'db', 42), 5);
  const args = await once(ee, 'ready');
  console.log('once resolved with', args);
  const failing = new EventEmitter();
  setTimeout(() => failing.emit('error', new Error('stage crashed')), 5);
  try { await once(failing, 'done'); } catch (e) { console.log('once rejected:', e.message); }
  agg.removeAllListeners('alert');
  agg.write({ ts: 999, level: 'ERROR', msg: 'late' });
  console.log('after removeAllListeners, alerts silent; errors =', agg.errors.length);
})();
