// EventEmitter patterns: once, prependListener, error events, async listeners, events.once
const EventEmitter = require('events');
const { once } = require('events');

class Job extends EventEmitter {
  constructor(name) {
    super();
    this.name = name;
  }
  run(steps) {
    this.emit('start', this.name);
    for (let i = 1; i <= steps; i++) {
      process.nextTick(() => this.emit('progress', i, steps));
    }
    setImmediate(() => {
      if (this.name === 'bad') this.emit('error', new Error(`${this.name} exploded`));
      else this.emit('done', { name: this.name, steps });
    });
    return this;
  }
}

const job = new Job('build');
job.on('start', (n) => console.log('start:', n));
job.on('progress', (i, total) => console.log(`progress ${i}/${total}`));
job.prependListener('progress', (i) => console.log('  (prepended sees', i + ')'));
job.once('done', (info) => console.log('done once:', info));
job.on('newListener', (ev) => console.log('newListener added for', ev));
job.on('late', () => {});
console.log('listener count for progress:', job.listenerCount('progress'));
console.log('event names:', job.eventNames());
job.run(3);

(async () => {
  const bad = new Job('bad');
  setTimeout(() => bad.run(1), 10);
  try {
    await once(bad, 'done');
  } catch (err) {
    console.log('events.once rejected with:', err.message);
  }

  const quiet = new Job('quiet');
  quiet.on('error', (e) => console.log('handled error event:', e.message));
  quiet.name = 'bad';
  quiet.run(0);
  await once(quiet, 'error').then(([e]) => console.log('once(error) resolved with', e.message));
  console.log('emit returns', quiet.emit('nobody-listens'), 'when nobody listens');
})();
