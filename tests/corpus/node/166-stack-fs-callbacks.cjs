// Stacks inside fs callbacks and of a failed read: Node's FSReqCallback frames, and a system error with no frames printed by console.log
const fs = require('fs');
const path = require('path');
const show = (label, e) => console.log(label + '\n' + e.stack.split('\n').slice(1).join('\n'));
fs.readFile(__filename, 'utf8', (err, text) => {
  show('readFile: ' + text.includes('FSReqCallback'), new Error('x'));
  fs.stat(__filename, (err2, st) => {
    show('stat: ' + st.isFile(), new Error('y'));
    fs.readFile(path.join(__dirname, 'no-such-file.txt'), (err3) => {
      console.log(err3.code, err3.syscall);
      show('failed readFile', new Error('z'));
      console.log(err3.stack.split('\n').length);
    });
  });
});
