// fs.promises on files the program creates in os.tmpdir()
import { mkdtemp, writeFile, readFile, appendFile, readdir, stat, rm, rename, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = await mkdtemp(path.join(os.tmpdir(), 'blind5-'));
try {
  const file = path.join(dir, 'notes.txt');
  await writeFile(file, 'line one\n');
  await appendFile(file, 'line two\n');
  await appendFile(file, 'line three\n');
  const text = await readFile(file, 'utf8');
  console.log(text.split('\n').filter(Boolean).map((l, i) => `${i + 1}: ${l}`).join(' | '));
  const st = await stat(file);
  console.log('size', st.size, 'isFile', st.isFile(), 'isDir', st.isDirectory());

  await mkdir(path.join(dir, 'sub', 'deeper'), { recursive: true });
  await writeFile(path.join(dir, 'sub', 'data.json'), JSON.stringify({ ok: true, n: [1, 2] }));
  await rename(file, path.join(dir, 'sub', 'renamed.txt'));
  const entries = await readdir(path.join(dir, 'sub'), { withFileTypes: true });
  console.log(entries.map((e) => `${e.name}${e.isDirectory() ? '/' : ''}`).sort().join(' '));
  const json = JSON.parse(await readFile(path.join(dir, 'sub', 'data.json'), 'utf8'));
  console.log(json.ok, json.n.length);
  try {
    await readFile(path.join(dir, 'nope.txt'));
  } catch (e) {
    console.log(e.code, e.syscall, e.errno);
  }
  const results = await Promise.all(['a', 'b', 'c'].map(async (n, i) => {
    const p = path.join(dir, `${n}.txt`);
    await writeFile(p, n.repeat(i + 1));
    return (await readFile(p)).length;
  }));
  console.log('lengths', results.join(','));
  const buf = await readFile(path.join(dir, 'c.txt'));
  console.log(buf.toString('hex'), buf.toString('base64'), Buffer.isBuffer(buf));
  console.log(path.basename(file, '.txt'), path.extname('x/y.tar.gz'), path.relative(dir, path.join(dir, 'sub', 'x')));
} finally {
  await rm(dir, { recursive: true, force: true });
  console.log('cleaned', !existsSync(dir));
}
