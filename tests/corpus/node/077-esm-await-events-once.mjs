// ES module: top-level await on events.once; the emit happens in an immediate.
import { EventEmitter, once } from 'node:events';
const station = new EventEmitter();
setImmediate(() => station.emit('arrival', 'train 12', 'platform 3'));
console.log('waiting on the platform');
const [train, platform] = await once(station, 'arrival');
console.log(train, 'arrived at', platform);
const rejected = once(station, 'arrival');
station.emit('error', new Error('signal failure'));
try {
  await rejected;
} catch (e) {
  console.log('once rejects on error:', e.message);
}
