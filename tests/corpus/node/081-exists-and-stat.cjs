// existsSync is synchronous; fs.stat reports isFile()/isDirectory() in a later callback.
const fs = require('fs');
const path = require('path');
console.log('this file exists:', fs.existsSync(__filename));
console.log('ghost exists:', fs.existsSync(path.join(__dirname, 'ghost.txt')));
fs.stat(__filename, (err, st) => {
  console.log('stat file:', err, st.isFile(), st.isDirectory());
  fs.stat(__dirname, (err2, dir) => {
    console.log('stat folder:', err2, dir.isFile(), dir.isDirectory());
  });
});
console.log('stat requested');
