// fs/promises on the simulated disk: mkdir -p (gives the first directory made),
// writeFile/appendFile, readdir (names, withFileTypes), stat, access, copyFile
// (COPYFILE_EXCL), rename (files and directories), rm (recursive, force), rmdir, and
// their errors.
import { mkdir, writeFile, appendFile, readFile, readdir, stat, access, copyFile, rename, rm, rmdir, unlink, constants } from 'node:fs/promises';
import { join } from 'node:path';

const root = '/tmp/evloop-project';
const tryIt = async (label, fn) => {
  try { console.log(label, 'ok', await fn()); } catch (e) { console.log(label, 'error', e.code, e.syscall ?? '', e.message); }
};
await rm(root, { recursive: true, force: true });
await tryIt('mkdir -p', () => mkdir(join(root, 'src', 'lib'), { recursive: true }));
await tryIt('mkdir -p again', () => mkdir(join(root, 'src', 'lib'), { recursive: true }));
await tryIt('mkdir exists', () => mkdir(join(root, 'src')));
await tryIt('mkdir no parent', () => mkdir(join(root, 'a', 'b')));
await writeFile(join(root, 'src', 'index.js'), 'export {};\n');
await appendFile(join(root, 'src', 'index.js'), '// more\n');
await writeFile(join(root, 'README.md'), '# project\n');
console.log('readdir', await readdir(root));
const entries = await readdir(root, { withFileTypes: true });
console.log('dirents', entries.map((d) => `${d.name}:${d.isDirectory() ? 'dir' : d.isFile() ? 'file' : '?'}`));
console.log('size', (await stat(join(root, 'src', 'index.js'))).size, 'isDirectory', (await stat(join(root, 'src'))).isDirectory());
await tryIt('access', () => access(join(root, 'README.md'), constants.R_OK));
await tryIt('copyFile', () => copyFile(join(root, 'README.md'), join(root, 'README.copy.md')));
await tryIt('copyFile excl', () => copyFile(join(root, 'README.md'), join(root, 'README.copy.md'), constants.COPYFILE_EXCL));
await tryIt('copyFile missing', () => copyFile(join(root, 'nope.md'), join(root, 'x.md')));
await tryIt('rename file', () => rename(join(root, 'README.copy.md'), join(root, 'src', 'NOTES.md')));
await tryIt('rename dir', () => rename(join(root, 'src'), join(root, 'source')));
console.log('after renames', await readdir(root), await readdir(join(root, 'source')));
console.log('moved content', JSON.stringify(await readFile(join(root, 'source', 'index.js'), 'utf8')));
await tryIt('rename missing', () => rename(join(root, 'ghost'), join(root, 'ghost2')));
await tryIt('rmdir not empty', () => rmdir(join(root, 'source')));
await tryIt('rm dir without recursive', () => rm(join(root, 'source')));
await tryIt('unlink dir', () => unlink(join(root, 'source')));
await tryIt('rm missing', () => rm(join(root, 'ghost')));
await tryIt('rm missing force', () => rm(join(root, 'ghost'), { force: true }));
await tryIt('rmdir empty', () => rmdir(join(root, 'source', 'lib')));
await tryIt('rm recursive', () => rm(join(root, 'source'), { recursive: true }));
console.log('left', await readdir(root));
await tryIt('readdir file', () => readdir(join(root, 'README.md')));
await tryIt('readFile dir', () => readFile(root));
await rm(root, { recursive: true });
await tryIt('stat removed', () => stat(root));
