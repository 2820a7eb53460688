// JSON files, extension search (X, X.js, X.json) and folders (package.json "main", index.js).
const config = require('./config');
console.log(config, typeof config.port);
config.port = 9000;
console.log('same object, changed:', require('./config.json').port);
console.log(require('./lib'));
console.log(require('./pkg'));
console.log(require('./pkg/package.json').name);
console.log(require('path').relative(__dirname, require.resolve('./lib')));
console.log(require('path').relative(__dirname, require.resolve('./pkg')));
try {
  require('./broken.json');
} catch (e) {
  console.log(e.name, e.message.replace(__dirname, '<folder>'));
}
// @file config.json
{ "port": 8080, "hosts": ["a", "b"], "debug": false }
// @file lib/index.js
module.exports = 'lib/index.js';
// @file pkg/package.json
{ "name": "pkg", "main": "src/main.js" }
// @file pkg/src/main.js
module.exports = { from: 'pkg/src/main.js', helper: require('./helper').name };
// @file pkg/src/helper.js
exports.name = 'helper next to main.js';
// @file broken.json
{ "trailing": "comma", }
