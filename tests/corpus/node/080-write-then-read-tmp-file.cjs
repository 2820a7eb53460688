// fs.writeFile then fs.readFile of the same /tmp file, chained through callbacks.
const fs = require('fs');
const file = '/tmp/evloop-corpus-080-shopping.txt';
fs.writeFile(file, 'milk\neggs\nbread\n', (err) => {
  console.log('written, error:', err);
  fs.readFile(file, 'utf8', (err2, text) => {
    const items = text.split('\n').filter((line) => line !== '');
    console.log('items:', items);
    console.log('first item:', items[0]);
  });
});
console.log('write requested');
