// ES module: readFileSync without an encoding gives bytes, with 'utf8' a string; this ASCII file has equal lengths.
import fs from 'node:fs';
const name = '088-esm-readfilesync-sizes.mjs';
const bytes = fs.readFileSync(name);
const text = fs.readFileSync(name, 'utf8');
console.log('string?', typeof text === 'string', typeof bytes === 'string');
console.log('same length:', bytes.length === text.length);
console.log('toString matches:', bytes.toString() === text);
console.log('line count:', text.split('\n').length);
