// once() listeners run a single time; off/removeListener detach one copy; listenerCount tracks it all.
const { EventEmitter } = require('events');
const bell = new EventEmitter();
const ring = () => console.log('ring');
bell.on('press', ring);
bell.once('press', () => console.log('first press only'));
console.log('count', bell.listenerCount('press'));
bell.emit('press');
console.log('count', bell.listenerCount('press'));
bell.emit('press');
bell.off('press', ring);
console.log('count', bell.listenerCount('press'), 'emit returns', bell.emit('press'));
bell.on('press', ring);
bell.on('press', ring);
bell.removeListener('press', ring);
console.log('after removing one of two copies', bell.listenerCount('press'));
