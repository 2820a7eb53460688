// writeSync to a descriptor that is not open: Node throws from its own JavaScript
// (node:internal/fs/utils), with the properties in the order Node gives them.
const fs = require('fs');
fs.writeSync(999, 'hello\n');
