// The program's standard input is empty (node NAME </dev/null): a readline interface on
// process.stdin sees no lines, 'end' and then 'close'; question() is never answered.
const readline = require('readline');
const { PassThrough } = require('stream');
console.log('stdin is a stream:', typeof process.stdin.on, 'fd', process.stdin.fd);
const prompts = new PassThrough();
const rl = readline.createInterface({ input: process.stdin, output: prompts });
let lines = 0;
rl.on('line', () => lines++);
rl.question('name? ', (answer) => console.log('answered?', answer));
process.stdin.on('end', () => console.log('stdin end'));
rl.on('close', () => console.log('interface closed after', lines, 'lines; prompt was', JSON.stringify(String(prompts.read()))));
setTimeout(() => console.log('later timer'), 200);
