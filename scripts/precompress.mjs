#!/usr/bin/env node
// Writes FILE.br and FILE.gz next to every compressible file of the built site, so a
// server can send them with Content-Encoding instead of compressing on each request
// (scripts/serve.mjs does; most static hosts can be told to).
//
//   node scripts/precompress.mjs [DIR]      (default build/web/site)
//
// A variant is rewritten only when it is older than its file; variants whose file is
// gone are removed. Prints one line per file: name, size, .br size, .gz size.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.data', '.json', '.css', '.svg', '.md', '.txt', '.ttf']);
const MIN_SIZE = 1024; // smaller files gain nothing worth a second request path

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

async function precompress(dir) {
  const names = await readdir(dir);
  for (const name of names) {
    const file = path.join(dir, name);
    const ext = path.extname(name);
    if (ext === '.br' || ext === '.gz') {
      if (await mtime(file.slice(0, -ext.length)) < 0) await unlink(file);
      continue;
    }
    const info = await stat(file);
    if (info.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.has(ext.toLowerCase()) || info.size < MIN_SIZE) continue;
    let data = null;
    const sizes = [];
    for (const [suffix, compress] of [
      ['.br', (d) => zlib.brotliCompressSync(d, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: d.length } })],
      ['.gz', (d) => zlib.gzipSync(d, { level: 9 })],
    ]) {
      const out = file + suffix;
      if (await mtime(out) < info.mtimeMs) {
        data ??= await readFile(file);
        await writeFile(out, compress(data));
      }
      sizes.push((await stat(out)).size);
    }
    console.log(`precompress: ${path.relative(REPO_ROOT, file)} ${info.size} → br ${sizes[0]}, gz ${sizes[1]}`);
  }
}

const dir = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'build', 'web', 'site'));
try {
  await precompress(dir);
} catch (err) {
  console.error(`precompress: ${err.message}`);
  process.exit(1);
}
