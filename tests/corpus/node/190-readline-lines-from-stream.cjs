// readline.createInterface over Readable streams: 'line' events as chunk boundaries fall
// anywhere (mid-line, between \r and \n), the last line without a newline at 'end',
// then 'pause' and 'close'; rl.question answered by the next line; ordering against
// nextTick, promises and timers.
const readline = require('readline');
const { Readable, PassThrough } = require('stream');

const chunks = ['id,name\nsmith', ',ann\r', '\njones,bob\n\nlee,', 'kim'];
const rl = readline.createInterface({ input: Readable.from(chunks), crlfDelay: Infinity });
const rows = [];
rl.on('line', (line) => {
  rows.push(line);
  process.nextTick(() => console.log('tick after', JSON.stringify(line)));
});
rl.on('pause', () => console.log('pause event'));
rl.on('close', () => {
  console.log('close; rows:', rows);
  console.log('closed flag', rl.closed);
});
Promise.resolve().then(() => console.log('microtask before any line'));
setTimeout(() => console.log('timeout 0'), 0);
console.log('sync end, terminal =', rl.terminal);

// A PassThrough fed later: question() takes the next line, then 'line' events resume.
const input = new PassThrough();
const out = new PassThrough();
let prompts = '';
out.on('data', (d) => { prompts += d; });
const chat = readline.createInterface({ input, output: out });
chat.question('name? ', (answer) => {
  console.log('answer:', answer, '| prompts so far:', JSON.stringify(prompts));
  chat.on('line', (l) => console.log('chat line:', l));
});
setTimeout(() => input.write('Ada\nfirst message\nsec'), 5);
setTimeout(() => input.end('ond message\n'), 10);
chat.on('close', () => console.log('chat closed'));
setTimeout(() => {
  chat.setPrompt('>> ');
  console.log('prompt', JSON.stringify(chat.getPrompt()));
  try { chat.question('again?', () => {}); } catch (e) { console.log(e.code); }
}, 20);
