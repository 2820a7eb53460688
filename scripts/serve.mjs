#!/usr/bin/env node
// Zero-dependency static file server for the evloop web build.
//
//   node scripts/serve.mjs [--root DIR] [--port N] [--host 127.0.0.1]
//
// Defaults: root build/web/site (relative to the repo root), port $PORT or
// 8080, host 127.0.0.1. Also importable: startServer({root, port, host}).
//
// Where FILE.br or FILE.gz exists (scripts/precompress.mjs writes them) and the
// request's Accept-Encoding allows it, that file is sent with Content-Encoding
// (Brotli first) and Vary: Accept-Encoding; otherwise FILE itself.

import { createServer } from 'node:http';
import { createReadStream, realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const SCRIPT_PATH = fileURLToPath(import.meta.url);
export const REPO_ROOT = path.resolve(path.dirname(SCRIPT_PATH), '..');
export const DEFAULT_ROOT = path.join(REPO_ROOT, 'build', 'web', 'site');
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.css': 'text/css; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

export function mimeType(filePath) {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

// The encodings the client accepts, from its Accept-Encoding header ("br;q=1, gzip",
// "*", "gzip;q=0"): a set of names with a non-zero quality.
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === '*') {
      accepted.add('br');
      accepted.add('gzip');
    } else accepted.add(name);
  }
  return accepted;
}

// The precompressed variant of filePath to send, if there is one the client accepts.
async function precompressedVariant(filePath, acceptEncoding, original) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepted.has(encoding)) continue;
    try {
      const info = await stat(filePath + suffix);
      // A variant older than its file is stale (a rebuild without precompress).
      if (info.isFile() && info.mtimeMs >= original.mtimeMs) return { encoding, path: filePath + suffix, info };
    } catch {
      // no such variant
    }
  }
  return null;
}

function sendText(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}

// Maps a request URL path to a file inside root, or returns null if the path
// would escape root (path traversal). Throws URIError for malformed percent-encoding.
function resolveInRoot(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  if (decoded.includes('\0')) return null;
  // Reject any ".." segment outright, in either separator style.
  if (decoded.split(/[\\/]+/).includes('..')) return null;
  const filePath = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return null;
  return filePath;
}

async function handle(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method Not Allowed\n');
  }
  // The raw URL is used (not new URL()) so that "/../" reaches the check
  // instead of being silently normalised away.
  const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0];
  let filePath;
  try {
    filePath = resolveInRoot(root, urlPath);
  } catch {
    return sendText(res, 400, 'Bad Request\n');
  }
  if (filePath === null) return sendText(res, 403, 'Forbidden\n');

  let info;
  try {
    info = await stat(filePath);
    if (info.isDirectory()) {
      filePath = path.join(filePath, 'index.html');
      info = await stat(filePath);
    }
  } catch {
    return sendText(res, 404, 'Not Found\n');
  }
  if (!info.isFile()) return sendText(res, 404, 'Not Found\n');

  const headers = {
    'Content-Type': mimeType(filePath),
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Vary': 'Accept-Encoding',
  };
  let sendPath = filePath;
  const variant = await precompressedVariant(filePath, req.headers['accept-encoding'], info);
  if (variant) {
    sendPath = variant.path;
    headers['Content-Encoding'] = variant.encoding;
    headers['Content-Length'] = variant.info.size;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(sendPath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

// Starts the server. Resolves to {server, url} once listening; port 0 picks an
// ephemeral port. Rejects with the listen error (e.g. code 'EADDRINUSE').
export function startServer({ root = DEFAULT_ROOT, port = DEFAULT_PORT, host = DEFAULT_HOST } = {}) {
  const absRoot = path.resolve(root);
  const server = createServer((req, res) => {
    handle(absRoot, req, res).catch((err) => {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n');
      else res.destroy(err);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actualPort } = server.address();
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${urlHost}:${actualPort}/` });
    });
  });
}

function parseArgs(argv) {
  const opts = {
    root: DEFAULT_ROOT,
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
    host: DEFAULT_HOST,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--root') opts.root = path.resolve(value());
    else if (arg === '--port') opts.port = Number(value());
    else if (arg === '--host') opts.host = value();
    else if (arg === '-h' || arg === '--help') {
      console.log('usage: node scripts/serve.mjs [--root DIR] [--port N] [--host 127.0.0.1]');
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    throw new Error(`invalid port: ${opts.port}`);
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`evloop: ${err.message}`);
    process.exit(2);
  }
  try {
    const info = await stat(opts.root);
    if (!info.isDirectory()) throw new Error('not a directory');
  } catch {
    console.error(`evloop: site directory ${opts.root} does not exist; build it first (scripts/build-web)`);
    process.exit(1);
  }
  try {
    const { server, url } = await startServer(opts);
    console.log(`evloop: serving ${opts.root} at ${url}`);
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (err) {
    if (err.code === 'EADDRINUSE') {
      console.error(`evloop: port ${opts.port} on ${opts.host} is already in use; ` +
        `choose another port, e.g. PORT=8081 scripts/run (or --port 8081)`);
    } else {
      console.error(`evloop: cannot listen on ${opts.host}:${opts.port}: ${err.message}`);
    }
    process.exit(1);
  }
}

function isMainModule() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(SCRIPT_PATH);
  } catch {
    return false;
  }
}

if (isMainModule()) main();
