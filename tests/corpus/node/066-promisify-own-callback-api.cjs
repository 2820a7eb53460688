// util.promisify wraps an (err, value) callback API written with process.nextTick.
const { promisify } = require('util');
const prices = { apple: 3, melon: 7 };
function lookupPrice(item, cb) {
  process.nextTick(() => {
    if (item in prices) cb(null, prices[item]);
    else cb(new Error('unknown item ' + item));
  });
}
const price = promisify(lookupPrice);
price('melon').then((p) => console.log('melon costs', p));
price('durian').catch((e) => console.log('error:', e.message));
lookupPrice('apple', (err, p) => console.log('callback style:', err, p));
console.log('lookups started');
