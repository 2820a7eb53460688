// ES module: Promise.allSettled over promisified callbacks, one of which fails.
import { promisify } from 'node:util';
function roll(face, cb) {
  setImmediate(() => (face > 6 ? cb(new RangeError('no face ' + face)) : cb(null, face * 2)));
}
const rollAsync = promisify(roll);
const results = await Promise.allSettled([rollAsync(2), rollAsync(9), rollAsync(6)]);
for (const r of results) {
  console.log(r.status, r.status === 'fulfilled' ? r.value : r.reason.message);
}
