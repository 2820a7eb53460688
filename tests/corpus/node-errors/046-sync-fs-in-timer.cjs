// fs calls that fail inside a timer: mkdirSync with a missing parent.
const fs = require('fs');
setTimeout(() => {
  fs.mkdirSync('/no/such/parent/logs');
}, 1);
