// util.promisify(fs.readFile) resolves with the text, or rejects with the callback's error.
const util = require('util');
const fs = require('fs');
const readFile = util.promisify(fs.readFile);
async function main() {
  const text = await readFile(__filename, 'utf8');
  console.log('mentions promisify:', text.includes('promisify'));
  try {
    await readFile('./does-not-exist.txt', 'utf8');
  } catch (e) {
    console.log('missing file:', e.code);
  }
}
main();
