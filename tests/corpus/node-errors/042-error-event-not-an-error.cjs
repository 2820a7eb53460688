// Emitting 'error' with a string: Node wraps it in ERR_UNHANDLED_ERROR.
const { EventEmitter } = require('events');
const bus = new EventEmitter();
bus.on('data', (d) => console.log('data', d));
bus.emit('data', 1);
bus.emit('error', 'disk full');
