// ES module: a class extending EventEmitter emits 'start' in a nextTick so late listeners still hear it.
import { EventEmitter } from 'node:events';
class Kettle extends EventEmitter {
  boil() {
    process.nextTick(() => this.emit('start'));
    setTimeout(() => this.emit('whistle', 'loud'), 3);
    return this;
  }
}
const k = new Kettle().boil();
k.on('start', () => console.log('start heard even though the listener came after boil()'));
k.on('whistle', (how) => console.log('whistle', how));
console.log('instanceof EventEmitter:', k instanceof EventEmitter);
