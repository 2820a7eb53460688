#!/usr/bin/env node
// scripts/precompress.mjs + scripts/serve.mjs: precompressed files are sent with the
// right Content-Encoding for what the client accepts, and never when stale.
//   node tests/serve/serve_tests.mjs      prints "ok - …" lines; exits 1 on a failure
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { acceptedEncodings, startServer } from '../../scripts/serve.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let failures = 0;
function check(name, condition, detail = '') {
  console.log(`${condition ? 'ok' : 'not ok'} - ${name}${condition || !detail ? '' : ': ' + detail}`);
  if (!condition) failures++;
}

function get(url, headers, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'evloop-serve-'));
const { server, url } = await startServer({ root: dir, port: 0 });
try {
  const text = 'console.log("evloop");\n'.repeat(400);
  await writeFile(path.join(dir, 'app.js'), text);
  await writeFile(path.join(dir, 'tiny.txt'), 'small');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'precompress.mjs'), dir], { stdio: 'pipe' });

  check('acceptedEncodings reads q-values', [...acceptedEncodings('gzip;q=0.5, br;q=0, identity')].join() === 'gzip,identity');
  check('acceptedEncodings: * means both', acceptedEncodings('*').has('br') && acceptedEncodings('*').has('gzip'));

  let r = await get(url + 'app.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  check('br preferred', r.headers['content-encoding'] === 'br', JSON.stringify(r.headers));
  check('br body decodes to the file', zlib.brotliDecompressSync(r.body).toString() === text);
  check('Vary: Accept-Encoding', r.headers.vary === 'Accept-Encoding');
  check('type of the original file', r.headers['content-type'].startsWith('text/javascript'));

  r = await get(url + 'app.js', { 'Accept-Encoding': 'gzip' });
  check('gzip when br is not accepted', r.headers['content-encoding'] === 'gzip' && zlib.gunzipSync(r.body).toString() === text);

  r = await get(url + 'app.js', {});
  check('identity without Accept-Encoding', r.headers['content-encoding'] === undefined && r.body.toString() === text);

  r = await get(url + 'app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  check('HEAD gives the variant length', r.headers['content-encoding'] === 'br' && Number(r.headers['content-length']) < text.length);

  r = await get(url + 'tiny.txt', { 'Accept-Encoding': 'br' });
  check('small files are not precompressed', r.headers['content-encoding'] === undefined && r.body.toString() === 'small');

  // A rebuilt file newer than its variants: the variants are stale and not sent.
  const later = new Date(Date.now() + 60_000);
  await writeFile(path.join(dir, 'app.js'), text + '// changed\n');
  await utimes(path.join(dir, 'app.js'), later, later);
  r = await get(url + 'app.js', { 'Accept-Encoding': 'br, gzip' });
  check('stale variants are not sent', r.headers['content-encoding'] === undefined && r.body.toString().endsWith('// changed\n'));

  r = await get(url + 'app.js.br', {});
  check('a variant asked for by name is a plain download', r.status === 200 && r.headers['content-encoding'] === undefined);
} finally {
  server.close();
  await rm(dir, { recursive: true, force: true });
}
console.log(failures ? `${failures} failed` : 'all passed');
process.exit(failures ? 1 : 0);
