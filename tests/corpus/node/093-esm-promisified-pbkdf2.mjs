// @env UV_THREADPOOL_SIZE=2
// ES module: awaiting promisified pbkdf2 jobs with Promise.all keeps input order whatever the pool finishes first.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
const pbkdf2 = promisify(crypto.pbkdf2);
const sizes = [16, 32, 64];
const keys = await Promise.all(sizes.map((n) => pbkdf2('secret', 'salt', 1000, n, 'sha256')));
console.log('key lengths in input order:', keys.map((k) => k.length));
