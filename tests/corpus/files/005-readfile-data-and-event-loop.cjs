// Reading a data file next to the program: readFileSync at once; readFile after the ticks, the promises and a first immediate.
const fs = require('fs');
const path = require('path');
const text = fs.readFileSync(path.join(__dirname, 'data.txt'), 'utf8');
console.log('sync:', text.split('\n').filter(Boolean).length, 'lines');
fs.readFile('./data.txt', 'utf8', (err, t) => {
  console.log('readFile callback:', err, t.trim().split('\n')[1]);
  setTimeout(() => console.log('timeout from the I/O callback'), 0);
  setImmediate(() => {
    console.log('immediate from the I/O callback');
    fs.promises.readFile('numbers.json', 'utf8').then((json) => {
      console.log('promises.readFile:', JSON.parse(json).sum);
      fs.readFile('nothing.txt', (e) => console.log('missing:', e.code, path.basename(e.path)));
    });
  });
  process.nextTick(() => console.log('tick from the I/O callback'));
});
setImmediate(() => console.log('immediate'));
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise'));
console.log('exists:', fs.existsSync('data.txt'), fs.existsSync('nothing.txt'));
console.log('main done');
// @file data.txt
first line
second line
third line
// @file numbers.json
{ "sum": 42 }
