// fs/promises on a temp directory: write, append, read, stat, readdir, rename, rm
import { mkdtemp, writeFile, appendFile, readFile, readdir, stat, rename, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = await mkdtemp(path.join(tmpdir(), 'blind-'));
console.log('temp dir name starts with blind-:', path.basename(dir).startsWith('blind-'));

const notes = path.join(dir, 'notes.txt');
await writeFile(notes, 'first line\n');
await appendFile(notes, 'second line\n');
await appendFile(notes, 'third line\n');

const text = await readFile(notes, 'utf8');
console.log('lines:', text.trimEnd().split('\n'));

const s = await stat(notes);
console.log('size:', s.size, 'isFile:', s.isFile(), 'isDirectory:', s.isDirectory());

await mkdir(path.join(dir, 'sub', 'deeper'), { recursive: true });
await writeFile(path.join(dir, 'sub', 'data.json'), JSON.stringify({ n: 42, tags: ['x', 'y'] }));
await rename(notes, path.join(dir, 'sub', 'notes-renamed.txt'));

const entries = await readdir(path.join(dir, 'sub'), { withFileTypes: true });
for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(e.isDirectory() ? 'dir ' : 'file', e.name);
}

const data = JSON.parse(await readFile(path.join(dir, 'sub', 'data.json'), 'utf8'));
console.log('parsed:', data);

try {
  await readFile(notes);
} catch (err) {
  console.log('old path:', err.code, err.syscall);
}

const results = await Promise.allSettled([
  readFile(path.join(dir, 'sub', 'notes-renamed.txt'), 'utf8').then((t) => t.length),
  stat(path.join(dir, 'missing')),
]);
console.log(results.map((r) => r.status + ':' + (r.value ?? r.reason.code)));

await rm(dir, { recursive: true, force: true });
try {
  await stat(dir);
} catch (err) {
  console.log('after rm:', err.code);
}
