// ES module: dns.promises.lookup with top-level await resolves to { address, family }.
import dns from 'node:dns';
const result = await dns.promises.lookup('localhost');
console.log('keys:', Object.keys(result).sort());
console.log('family is 4 or 6:', result.family === 4 || result.family === 6);
const all = await dns.promises.lookup('localhost', { all: true });
console.log('all: true gives an array:', Array.isArray(all), 'non-empty:', all.length > 0);
console.log('every entry has a family:', all.every((e) => e.family === 4 || e.family === 6));
