// for await (const line of rl): lines from an async generator and from a file stream,
// CRLF and lone CR endings, empty lines kept, a split multibyte character, breaking out
// early closes the interface; readline/promises question().
import { createInterface } from 'node:readline';
import * as rlp from 'node:readline/promises';
import { Readable, PassThrough } from 'node:stream';
import { writeFileSync, createReadStream } from 'node:fs';

async function* source() {
  yield 'one\r\ntwo\r';
  yield '\nthree\rfour\n\n';
  yield Buffer.from('caf\xc3', 'latin1');
  yield Buffer.from('\xa9 au lait\nlast', 'latin1');
}
const rl = createInterface({ input: Readable.from(source()), crlfDelay: Infinity });
let n = 0;
for await (const line of rl) console.log(++n, JSON.stringify(line));
console.log('done, closed:', rl.closed);

writeFileSync('/tmp/evloop-log.txt', 'INFO start\nWARN disk 91%\nINFO ok\nERROR crash\nINFO never read\n');
const fileLines = createInterface({ input: createReadStream('/tmp/evloop-log.txt') });
for await (const line of fileLines) {
  console.log('file:', line);
  if (line.startsWith('ERROR')) break;
}
console.log('after break');
await new Promise((resolve) => setTimeout(resolve, 50));
console.log('file interface closed:', fileLines.closed);

const input = new PassThrough();
const output = new PassThrough();
const ask = rlp.createInterface({ input, output });
setTimeout(() => input.write('42\n'), 5);
const answer = await ask.question('How many? ');
console.log('answer', Number(answer) + 1, 'prompt written', JSON.stringify(String(output.read())));
ask.close();
console.log('Interface classes', typeof rlp.Interface, rlp.Interface.name);
