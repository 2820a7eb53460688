const EventEmitter = require('node:events');

class Stage extends EventEmitter {
  constructor(name, fn) {
    super();
    this.name = name;
    this.fn = fn;
  }
  push(item) {
    setImmediate(() => {
      const out = this.fn(item);
      if (out === undefined) this.emit('drop', item);
      else this.emit('data', out);
    });
  }
  pipe(next) {
    this.on('data', (x) => next.push(x));
    return next;
  }
}

const parse = new Stage('parse', (s) => (Number.isNaN(Number(s)) ? undefined : Number(s)));
const square = new Stage('square', (n) => n * n);
const sink = new Stage('sink', (n) => n);

parse.on('drop', (x) => console.log(`dropped ${JSON.stringify(x)}`));
parse.pipe(square).pipe(sink);
const results = [];
sink.on('data', (n) => results.push(n));

['1', 'x', '3', '4', 'NaN?', '10'].forEach((s) => parse.push(s));
setTimeout(() => {
  console.log('results:', results);
  console.log('listeners on parse:', parse.eventNames(), parse.listenerCount('data'));
}, 100);
