// Several parallel reads finish in no guaranteed order, so only count them and report once all are in.
const fs = require('fs');
const path = require('path');
const names = ['084-parallel-reads-count.cjs', '083-path-helpers.cjs', '082-missing-file-errors.cjs'];
const seen = [];
for (const name of names) {
  fs.readFile(path.join(__dirname, name), 'utf8', (err, text) => {
    seen.push(name);
    if (seen.length === names.length) {
      console.log('all', seen.length, 'reads done');
      console.log('sorted:', seen.slice().sort());
    }
  });
}
console.log('reads started:', names.length);
