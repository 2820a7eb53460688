// fs.readFile, fs.promises.readFile and readFileSync accept file: URLs (new URL(import.meta.url), new URL('./x', import.meta.url)); a non-file URL is rejected
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
const self = new URL(import.meta.url);
console.log(`protocol ${self.protocol}, ends with .mjs: ${self.pathname.endsWith('.mjs')}`);
const sync = fs.readFileSync(self, 'utf8');
console.log(`sync read: first line mentions URLs: ${sync.split('\n')[0].includes('file: URLs')}`);
const viaPromise = await readFile(new URL('./132-fs-read-file-url.mjs', import.meta.url), 'utf8');
console.log(`promise read same text: ${viaPromise === sync}`);
fs.readFile(self, (err, buf) => {
  console.log(`callback read: ${err === null}, same length: ${buf.toString().length === sync.length}`);
});
try {
  fs.readFileSync(new URL('./missing-file.json', import.meta.url));
} catch (e) {
  console.log(`missing: ${e.code} ${e.syscall}`);
}
try {
  fs.readFileSync(new URL('https://example.com/data.json'));
} catch (e) {
  console.log(`https URL: ${e.code}`);
}
