const fs = require('node:fs/promises');
const path = require('node:path');
const os = require('node:os');

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'evloop-corpus-blind-'));
  const file = path.join(dir, 'notes.txt');
  await fs.writeFile(file, 'line one\nline two\n');
  await fs.appendFile(file, 'line three\n');
  const text = await fs.readFile(file, 'utf8');
  console.log(text.split('\n').filter(Boolean));
  const st = await fs.stat(file);
  console.log('size', st.size, 'isFile', st.isFile(), 'isDir', st.isDirectory());
  await fs.writeFile(path.join(dir, 'data.json'), JSON.stringify({ n: 1, items: ['a'] }));
  const entries = (await fs.readdir(dir)).sort();
  console.log(entries);
  const obj = JSON.parse(await fs.readFile(path.join(dir, 'data.json'), 'utf8'));
  console.log(obj);
  try {
    await fs.readFile(path.join(dir, 'missing.txt'));
  } catch (e) {
    console.log(e.code, e.syscall, path.basename(e.path));
  }
  await fs.rm(dir, { recursive: true });
  try {
    await fs.access(dir);
  } catch (e) {
    console.log('removed:', e.code);
  }
}
main();
