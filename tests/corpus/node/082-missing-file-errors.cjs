// A missing file: readFile calls back with err.code 'ENOENT'; readFileSync throws the same code.
const fs = require('fs');
fs.readFile('./no-such-recipe.txt', 'utf8', (err, data) => {
  console.log('callback error code:', err.code);
  console.log('data is undefined:', data === undefined);
  console.log('is an Error:', err instanceof Error);
});
try {
  fs.readFileSync('./no-such-recipe.txt', 'utf8');
  console.log('never: read succeeded');
} catch (e) {
  console.log('sync throw code:', e.code);
}
fs.stat('./no-such-recipe.txt', (err) => console.log('stat error code:', err.code));
