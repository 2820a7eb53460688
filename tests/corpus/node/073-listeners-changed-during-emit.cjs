// Removing or adding listeners during an emit does not change which listeners that emit calls.
const EventEmitter = require('events');
const radio = new EventEmitter();
function second() {
  console.log('second listener');
}
radio.on('news', () => {
  console.log('first listener: removes second, adds third');
  radio.removeListener('news', second);
  radio.on('news', () => console.log('third listener'));
});
radio.on('news', second);
console.log('-- emit 1');
radio.emit('news');
console.log('-- emit 2');
radio.emit('news');
