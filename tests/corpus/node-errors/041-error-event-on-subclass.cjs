// An 'error' event nobody listens for on a subclass of EventEmitter: Node's report names
// its own throw (node:events), then where the event was emitted, on which class.
const EventEmitter = require('events');
class Downloader extends EventEmitter {
  start(url) {
    setTimeout(() => this.emit('error', new Error(`cannot reach ${url}`)), 10);
  }
}
new Downloader().start('http://example.test/file');
