// emit() calls every listener synchronously, in registration order, before it returns.
const EventEmitter = require('events');
const door = new EventEmitter();
door.on('knock', (who) => console.log('listener 1 hears', who));
door.on('knock', (who, times) => console.log('listener 2 hears', who, times, 'times'));
console.log('before emit');
const had = door.emit('knock', 'postman', 2);
console.log('after emit, had listeners:', had);
console.log('emit with no listeners returns', door.emit('ring'));
