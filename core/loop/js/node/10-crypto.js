// ---------------------------------------------------------------------------------------
// crypto: the work is simulated on the threadpool with the cost model's costs. Hashes,
// HMACs and pbkdf2 keys of up to 20 000 HMAC rounds (iterations x blocks) are real.
// scrypt keys up to four times the default cost (N·r·p ≤ 2^19) are real too.
// SIMPLIFIED: bigger pbkdf2 and scrypt keys are seeded pseudo-random bytes of the
// right length (computing them would cost real seconds on every run).

function pseudoBytes(n) { const out = []; for (let i = 0; i < n; i++) out.push(Math.floor(B.random() * 256)); return out; }
function pbkdf2Cost(iterations, digest) {
  const ns = String(digest).toLowerCase() === 'sha512' ? 500 : 250;
  return iterations * ns / 1e6;
}
function derivedKey(password, salt, iterations, keylen, digest) {
  const algorithm = hashAlgorithm(digest);
  const real = algorithm === undefined ? undefined
    : B.pbkdf2(algorithm, latin1FromBytes(bytesOfData(password, 'utf8', 'password')), latin1FromBytes(bytesOfData(salt, 'utf8', 'salt')), iterations, keylen);
  return bufferOf(real !== undefined ? bytesFromLatin1(real) : pseudoBytes(keylen));
}
// scrypt's options (N/cost, r/blockSize, p/parallelization; Node's defaults 16384, 8, 1).
function scryptParams(options) {
  const o = options || {};
  return { N: o.N ?? o.cost ?? 16384, r: o.r ?? o.blockSize ?? 8, p: o.p ?? o.parallelization ?? 1 };
}
// 40 ms at the default cost, in proportion to N·r·p.
function scryptCost(options) { const { N, r, p } = scryptParams(options); return 40 * (N * r * p) / (16384 * 8); }
function scryptKey(password, salt, keylen, options) {
  if (typeof keylen !== 'number') throw invalidArgType('keylen', 'of type number', keylen);
  const { N, r, p } = scryptParams(options);
  const real = B.scrypt(latin1FromBytes(bytesOfData(password, 'utf8', 'password')), latin1FromBytes(bytesOfData(salt, 'utf8', 'salt')), N, r, p, keylen);
  return bufferOf(real !== undefined ? bytesFromLatin1(real) : pseudoBytes(keylen));
}
function checkPbkdf2(iterations, keylen) {
  if (typeof iterations !== 'number') throw invalidArgType('iterations', 'of type number', iterations);
  if (typeof keylen !== 'number') throw invalidArgType('keylen', 'of type number', keylen);
}
const crypto = {
  pbkdf2(password, salt, iterations, keylen, digest, cb) {
    checkPbkdf2(iterations, keylen);
    validateFunction(cb, 'callback');
    const key = derivedKey(password, salt, iterations, keylen, digest);
    B.work('cpu', 'crypto.pbkdf2 ' + iterations, pbkdf2Cost(iterations, digest), () => cb(null, key));
  },
  pbkdf2Sync(password, salt, iterations, keylen, digest) {
    checkPbkdf2(iterations, keylen);
    B.block(pbkdf2Cost(iterations, digest));
    return derivedKey(password, salt, iterations, keylen, digest);
  },
  scrypt(password, salt, keylen, options, cb) {
    if (typeof options === 'function') { cb = options; options = undefined; }
    validateFunction(cb, 'callback');
    const key = scryptKey(password, salt, keylen, options);
    B.work('cpu', 'crypto.scrypt', scryptCost(options), () => cb(null, key));
  },
  scryptSync(password, salt, keylen, options) {
    const key = scryptKey(password, salt, keylen, options);
    B.block(scryptCost(options));
    return key;
  },
  randomBytes(size, cb) {
    if (typeof size !== 'number') throw invalidArgType('size', 'of type number', size);
    if (cb === undefined) { B.block(size * 5e-6); return bufferOf(pseudoBytes(size)); }
    validateFunction(cb, 'callback');
    B.work('cpu', 'crypto.randomBytes ' + size, Math.max(0.01, size * 5e-6), () => cb(null, bufferOf(pseudoBytes(size))));
  },
  randomInt(min, max, cb) {
    if (max === undefined || typeof max === 'function') { cb = max; max = min; min = 0; }
    const v = min + Math.floor(B.random() * (max - min));
    if (typeof cb === 'function') { B.work('cpu', 'crypto.randomInt', 0.01, () => cb(null, v)); return; }
    return v;
  },
  randomUUID() {
    const b = pseudoBytes(16).map(x => hexDigits[x >> 4] + hexDigits[x & 15]);
    b[6] = '4' + b[6][1];
    b[8] = hexDigits[8 + (parseInt(b[8][0], 16) & 3)] + b[8][1];
    return b.slice(0, 4).join('') + '-' + b.slice(4, 6).join('') + '-' + b.slice(6, 8).join('') + '-' + b.slice(8, 10).join('') + '-' + b.slice(10).join('');
  },
};
// createHash / createHmac: real digests (md5, sha1, sha224, sha256, sha384, sha512, from
// core/util/digest.cpp). A Hash keeps the bytes given to update() and hashes them at
// digest(). It is also a Transform, made only when a stream method is first used (Node's
// LazyTransform): what is written is hashed, and the digest is pushed at the end, after
// which digest() gives the same bytes once.
function latin1FromBytes(bytes) { return stringFromBytes(bytes, 'latin1'); }
function bytesFromLatin1(s) { return bytesFromString(s, 'latin1'); }
const hashNames = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'];
function hashAlgorithm(name) {
  if (typeof name !== 'string') return undefined;
  let n = name.toLowerCase();
  if (n.startsWith('rsa-')) n = n.slice(4);
  if (n === 'sha-1') n = 'sha1';
  else if (/^sha-(224|256|384|512)$/.test(n)) n = 'sha' + n.slice(4);
  else if (/^sha2-(224|256|384|512)$/.test(n)) n = 'sha' + n.slice(5);
  return hashNames.indexOf(n) >= 0 ? n : undefined;
}
function bytesOfData(data, encoding, name) {
  if (typeof data === 'string') return bytesFromString(data, normalizeEncoding(encoding));
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw invalidArgType(name, 'of type string or an instance of Buffer, TypedArray, or DataView', data);
}
function encodeDigest(bytes, encoding) {
  if (encoding === undefined || encoding === 'buffer') return bufferOf(bytes);
  let e;
  try { e = normalizeEncoding(encoding); } catch { e = 'buffer'; }
  // An unknown encoding gives a Buffer, as Node 20.
  return e === 'buffer' ? bufferOf(bytes) : stringFromBytes(bytes, e);
}
const kHashState = Symbol('kState');
// The digest, computed once (the native handle keeps it, so a streamed hash's digest()
// still answers).
function hashResult(state) {
  if (state.result === null) {
    state.result = B.digest(state.algorithm, state.chunks.join(''), state.key);
    state.chunks = [];
  }
  return state.result;
}
class Hash extends LazyTransform {
  constructor(algorithm, key) {
    super(undefined);
    Object.defineProperty(this, kHashState, { value: { algorithm, key, chunks: [], finalized: false, result: null } });
  }
  _transform(chunk, encoding, callback) { this.update(chunk, encoding); callback(); }
  _flush(callback) { this.push(bufferOf(bytesFromLatin1(hashResult(this[kHashState])))); callback(); }
  update(data, inputEncoding) {
    const state = this[kHashState];
    if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    state.chunks.push(latin1FromBytes(bytesOfData(data, inputEncoding, 'data')));
    return this;
  }
  digest(outputEncoding) {
    const state = this[kHashState];
    if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    state.finalized = true;
    return encodeDigest(bytesFromLatin1(hashResult(state)), outputEncoding);
  }
}
class Hmac extends Hash {}
Hash.prototype.copy = function copy() {
  const state = this[kHashState];
  if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
  const h = new Hash(state.algorithm, undefined);
  h[kHashState].chunks = state.chunks.slice();
  return h;
};
Object.defineProperty(Hmac.prototype, 'copy', { value: undefined });
crypto.createHash = function createHash(algorithm) {
  if (typeof algorithm !== 'string') throw invalidArgType('algorithm', 'of type string', algorithm);
  const name = hashAlgorithm(algorithm);
  if (name === undefined) throw new Error('Digest method not supported');
  return new Hash(name, undefined);
};
crypto.createHmac = function createHmac(hmac, key) {
  if (typeof hmac !== 'string') throw invalidArgType('hmac', 'of type string', hmac);
  const name = hashAlgorithm(hmac);
  if (name === undefined) throw codedError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest: ' + hmac);
  if (typeof key !== 'string' && !(key instanceof Buffer) && !ArrayBuffer.isView(key))
    throw invalidArgType('key', 'of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey', key);
  return new Hmac(name, latin1FromBytes(bytesOfData(key, 'utf8', 'key')));
};
// SIMPLIFIED: only the digests evloop computes (Node lists OpenSSL's 52 names).
crypto.getHashes = () => hashNames.slice();
crypto.Hash = Hash;
crypto.Hmac = Hmac;
// timingSafeEqual(a, b): byte equality of two equally long buffers.
crypto.timingSafeEqual = function timingSafeEqual(buf1, buf2) {
  const bytesOf = (v, name) => {
    if (v instanceof Buffer) return Array.from(v);
    if (v instanceof ArrayBuffer) return Array.from(new Uint8Array(v));
    if (ArrayBuffer.isView(v)) return Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    // Node's message for these has no "Received …" part.
    throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "' + name + '" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.');
  };
  const a = bytesOf(buf1, 'buf1'), b = bytesOf(buf2, 'buf2');
  if (a.length !== b.length) throw codedError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
};
modules.crypto = crypto;

