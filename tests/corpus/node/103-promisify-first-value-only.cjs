// util.promisify resolves with the callback's first value only, even when a user's
// function passes several; Node's own dns.lookup is promisified to { address, family }.
const util = require('util');
const dns = require('dns');
function twoResults(cb) { setImmediate(() => cb(null, 'first', 'second')); }
util.promisify(twoResults)()
  .then((v) => {
    console.log('value:', v);
    return util.promisify(dns.lookup)('localhost');
  })
  .then((r) => console.log('lookup keys:', Object.keys(r).sort().join(',')));
console.log('sync end');
