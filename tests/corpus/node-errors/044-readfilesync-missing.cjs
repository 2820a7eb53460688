// Reading a file that is not there: the header is Node's own line in node:fs, and the
// stack starts with the frame inside fs.
const fs = require('fs');
console.log('reading settings');
const settings = fs.readFileSync('/no/such/settings.json', 'utf8');
console.log(settings);
