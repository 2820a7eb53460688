// emit('error') with no listener throws the error; with a listener, the listener gets it instead.
const EventEmitter = require('events');
const pump = new EventEmitter();
try {
  pump.emit('error', new Error('pressure too high'));
} catch (e) {
  console.log('thrown by emit:', e.message);
}
pump.on('error', (err) => console.log('listener got:', err.message));
console.log('emit returns', pump.emit('error', new Error('valve stuck')));
