// A Transform stream in a pipeline, with backpressure logging on a slow Writable
const { Readable, Transform, Writable } = require('stream');
const { pipeline } = require('stream/promises');

let produced = 0;
const source = new Readable({
  read() {
    produced++;
    if (produced > 6) return this.push(null);
    this.push(`word${produced} `);
  },
});

const upper = new Transform({
  transform(chunk, enc, cb) {
    const s = chunk.toString();
    cb(null, s.trim().toUpperCase());
  },
  flush(cb) {
    this.push('<EOF>');
    cb();
  },
});

const received = [];
const sink = new Writable({
  highWaterMark: 2,
  objectMode: false,
  write(chunk, enc, cb) {
    received.push(chunk.toString());
    setTimeout(cb, 5);
  },
  final(cb) {
    console.log('sink final, received', received.length, 'chunks');
    cb();
  },
});

sink.on('finish', () => console.log('sink finish event'));
upper.on('end', () => console.log('transform end event'));

pipeline(source, upper, sink).then(() => {
  console.log('pipeline resolved');
  console.log(received.join('|'));

  // An async generator as a transform stage
  return pipeline(
    Readable.from([1, 2, 3, 4, 5]),
    async function* (src) {
      for await (const n of src) if (n % 2) yield `odd:${n}\n`;
    },
    new Writable({
      write(chunk, enc, cb) {
        process.stdout.write('stage got ' + chunk);
        cb();
      },
    })
  );
}).then(() => console.log('second pipeline done'));
