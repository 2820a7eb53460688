// path.basename, extname and join on __filename/__dirname (printing only names, never full paths).
const path = require('path');
console.log(path.basename(__filename));
console.log(path.extname(__filename));
console.log(path.basename(__filename, '.cjs'));
console.log(path.basename(__dirname));
console.log(path.join('recipes', 'soups', '..', 'cakes', 'lemon.txt'));
console.log(path.basename(path.join(__dirname, 'a', 'b.json')), path.extname('archive.tar.gz'));
console.log(path.dirname(path.join(__dirname, 'x.txt')) === __dirname);
