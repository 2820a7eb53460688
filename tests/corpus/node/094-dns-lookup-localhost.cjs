// dns.lookup runs in the thread pool: its callback comes after sync code and nextTicks. Only shapes are printed.
const dns = require('dns');
dns.lookup('localhost', (err, address, family) => {
  console.log('lookup callback ran, error:', err);
  console.log('address is a string:', typeof address === 'string', 'family is 4 or 6:', family === 4 || family === 6);
});
process.nextTick(() => console.log('nextTick'));
console.log('lookup started');
