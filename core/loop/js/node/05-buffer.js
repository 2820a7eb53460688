// ---------------------------------------------------------------------------------------
// Buffer: bytes with Node's string encodings (utf8, hex, base64, base64url, latin1/binary,
// ascii, utf16le/ucs2). FIXME: Buffer(...) without `new` (deprecated in Node) throws, as
// Buffer is a class here.

function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length) { n += 4; i++; }
    else n += 3;
  }
  return n;
}
const hexDigits = '0123456789abcdef';
function normalizeEncoding(encoding) {
  if (encoding === undefined || encoding === null) return 'utf8';
  const e = String(encoding).toLowerCase();
  if (e === 'utf8' || e === 'utf-8') return 'utf8';
  if (e === 'hex' || e === 'base64' || e === 'base64url' || e === 'ascii') return e;
  if (e === 'latin1' || e === 'binary') return 'latin1';
  if (e === 'utf16le' || e === 'utf-16le' || e === 'ucs2' || e === 'ucs-2') return 'utf16le';
  throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
}
// The bytes of a string in an encoding (normalizeEncoding's names), as a Uint8Array, and
// the string of bytes (a Uint8Array or an array): natives, as Node's are
// (node/buffer.cpp, which says how lenient the decoders are).
function bytesFromString(s, encoding) { return new Uint8Array(B.encode(s, encoding)); }
function stringFromBytes(bytes, encoding) {
  const s = B.decode(isUint8(bytes) ? bytes : new Uint8Array(bytes), encoding);
  if (s === null) throw codedError(Error, 'ERR_STRING_TOO_LONG', 'Cannot create a string longer than 0x4000000 characters');
  return s;
}
// Buffer is a Uint8Array subclass, as in Node: buf[i], iteration, typed-array methods;
// subarray and slice share memory. SIMPLIFIED: no 8 KiB allocation pool (every Buffer has
// its own ArrayBuffer, so buf.byteOffset is 0 and buf.buffer.byteLength is the length).
const kMaxLength = 4294967296;
function bufferOf(bytes) {
  const b = new Buffer(bytes.length);
  b.set(bytes);
  return b;
}
function isUint8(v) { return v instanceof Uint8Array; }
function bytesOf(v) { return Array.from(v); }
function validateSize(size) {
  if (typeof size !== 'number') throw invalidArgType('size', 'of type number', size);
  if (!(size >= 0 && size <= kMaxLength)) throw outOfRange('size', '>= 0 && <= ' + kMaxLength, size);
}
// Positions as lib/buffer.js clamps them: undefined is the default, negative counts from
// the end only where Node says so (here: not), NaN is 0.
function clampStart(v, len) { if (v === undefined) return 0; v = Math.trunc(+v) || 0; return v < 0 ? 0 : Math.min(v, len); }
function clampEnd(v, len) { if (v === undefined) return len; v = Math.trunc(+v) || 0; return v < 0 ? 0 : Math.min(v, len); }
// The bytes a needle or fill value stands for: a string in an encoding, a Buffer or
// Uint8Array, or a number (its low byte).
function needleBytes(value, encoding, what) {
  if (typeof value === 'string') return bytesFromString(value, normalizeEncoding(encoding));
  if (isUint8(value)) return bytesOf(value);
  if (typeof value === 'number') return [(value >>> 0) & 255];
  throw invalidArgType('value', what, value);
}
// IndexOfOffset of node_buffer.cc: where a forward or backward search starts.
function indexOfOffset(length, offset, needleLength, forward) {
  if (offset < 0) {
    if (offset + length >= 0) return length + offset;
    return forward || needleLength === 0 ? 0 : -1;
  }
  if (offset + needleLength <= length) return offset;
  if (needleLength === 0) return length;
  return forward ? -1 : length - 1;
}
function bidirectionalIndexOf(buf, value, byteOffset, encoding, forward) {
  if (typeof byteOffset === 'string') { encoding = byteOffset; byteOffset = undefined; }
  else if (byteOffset > 0x7fffffff) byteOffset = 0x7fffffff;
  else if (byteOffset < -0x80000000) byteOffset = -0x80000000;
  byteOffset = +byteOffset;
  if (Number.isNaN(byteOffset)) byteOffset = forward ? 0 : buf.length;
  byteOffset = Math.trunc(byteOffset);
  const needle = needleBytes(value, encoding, 'one of type number or string or an instance of Buffer or Uint8Array');
  const len = buf.length;
  let start = indexOfOffset(len, byteOffset, needle.length, forward);
  if (needle.length === 0) return start;
  if (start < 0 || len < needle.length) return -1;
  const matchesAt = (i) => { for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) return false; return true; };
  if (forward) { for (let i = start; i + needle.length <= len; i++) if (matchesAt(i)) return i; return -1; }
  for (let i = Math.min(start, len - needle.length); i >= 0; i--) if (matchesAt(i)) return i;
  return -1;
}
class Buffer extends Uint8Array {
  // new Buffer(size | arrayBuffer, byteOffset, length): the typed-array constructor (also
  // what subarray, slice and map call through @@species).
  constructor(arg, byteOffset, length) {
    if (typeof arg === 'string') { super(B.encode(arg, normalizeEncoding(byteOffset))); return; }
    if (arg === undefined) super(0);
    else if (length !== undefined) super(arg, byteOffset, length);
    else if (byteOffset !== undefined) super(arg, byteOffset);
    else super(arg);
  }
  static get [Symbol.species]() { return Buffer; }
  static from(value, encodingOrOffset, length) {
    if (typeof value === 'string') return new Buffer(B.encode(value, normalizeEncoding(encodingOrOffset)));
    if (value instanceof ArrayBuffer || value instanceof SharedArrayBuffer) {
      const off = encodingOrOffset === undefined ? 0 : +encodingOrOffset || 0;
      const max = value.byteLength - off;
      if (max < 0) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', '"offset" is outside of buffer bounds');
      const len = length === undefined ? max : +length || 0;
      if (len > max) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', '"length" is outside of buffer bounds');
      return new Buffer(value, off, len);
    }
    if (value !== null && typeof value === 'object') {
      const prim = typeof value.valueOf === 'function' ? value.valueOf() : value;
      if (prim != null && prim !== value) return Buffer.from(prim, encodingOrOffset, length);
      if (value.length !== undefined || (value.buffer instanceof ArrayBuffer)) {
        if (typeof value.length !== 'number') return new Buffer(0);
        const b = new Buffer(value.length);
        for (let i = 0; i < value.length; i++) b[i] = value[i];
        return b;
      }
      if (value.type === 'Buffer' && Array.isArray(value.data)) return Buffer.from(value.data);
      if (typeof value[Symbol.toPrimitive] === 'function') {
        const p = value[Symbol.toPrimitive]('string');
        if (typeof p === 'string') return Buffer.from(p, encodingOrOffset);
      }
    }
    throw invalidArgType('first', 'of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object', value);
  }
  static alloc(size, fill, encoding) {
    validateSize(size);
    const b = new Buffer(size);
    if (fill !== undefined && fill !== 0 && size > 0) b.fill(fill, encoding);
    return b;
  }
  static allocUnsafe(size) { validateSize(size); return new Buffer(size); }
  static allocUnsafeSlow(size) { validateSize(size); return new Buffer(size); }
  static isBuffer(v) { return v instanceof Buffer; }
  static isEncoding(e) { return typeof e === 'string' && ['utf8', 'utf-8', 'hex', 'base64', 'base64url', 'ascii', 'latin1', 'binary', 'utf16le', 'utf-16le', 'ucs2', 'ucs-2'].indexOf(e.toLowerCase()) !== -1; }
  static byteLength(v, encoding) {
    if (typeof v !== 'string') {
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof SharedArrayBuffer) return v.byteLength;
      throw invalidArgType('string', 'of type string or an instance of Buffer or ArrayBuffer', v);
    }
    let e;
    try { e = normalizeEncoding(encoding); } catch (err) { e = 'utf8'; }
    if (e === 'utf8') return utf8Length(v);
    if (e === 'utf16le') return v.length * 2;
    if (e === 'latin1' || e === 'ascii') return v.length;
    if (e === 'hex') return v.length >>> 1;
    // base64: three bytes per four characters, less the padding.
    let n = v.length;
    while (n > 0 && v[n - 1] === '=') n--;
    return (n * 3) >>> 2;
  }
  static concat(list, totalLength) {
    if (!Array.isArray(list)) throw invalidArgType('list', 'an instance of Array', list);
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      if (!isUint8(list[i])) throw invalidArgType('list[' + i + ']', 'an instance of Buffer or Uint8Array', list[i]);
      total += list[i].length;
    }
    if (totalLength !== undefined) total = totalLength >>> 0;
    const out = new Buffer(total);
    let at = 0;
    for (const b of list) {
      if (at >= total) break;
      const n = Math.min(b.length, total - at);
      out.set(n === b.length ? b : b.subarray(0, n), at);
      at += n;
    }
    return out;
  }
  toString(encoding, start, end) {
    if (arguments.length === 0) return stringFromBytes(this, 'utf8');
    const len = this.length;
    const s = start === undefined || start < 0 ? 0 : start >= len ? len : Math.trunc(start) || 0;
    const e = end === undefined || end > len ? len : Math.trunc(end) || 0;
    if (e <= s) return '';
    return stringFromBytes(s === 0 && e === len ? this : this.subarray(s, e), normalizeEncoding(encoding));
  }
  toLocaleString(encoding, start, end) { return this.toString(encoding, start, end); }
  // Node's buf.slice shares memory like subarray (not a copy as Uint8Array's slice).
  slice(start, end) { return this.subarray(start, end); }
  toJSON() { return { type: 'Buffer', data: Array.from(this) }; }
  equals(other) {
    if (!isUint8(other)) throw invalidArgType('otherBuffer', 'an instance of Buffer or Uint8Array', other);
    if (this === other) return true;
    return this.length === other.length && compareBytes(this, other) === 0;
  }
  compare(target, targetStart, targetEnd, sourceStart, sourceEnd) {
    if (!isUint8(target)) throw invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
    const ts = clampStart(targetStart, target.length), te = clampEnd(targetEnd, target.length);
    const ss = clampStart(sourceStart, this.length), se = clampEnd(sourceEnd, this.length);
    return compareBytes(this.subarray(ss, Math.max(ss, se)), target.subarray(ts, Math.max(ts, te)));
  }
  // buf.copy(target, targetStart, sourceStart, sourceEnd): the number of bytes copied.
  copy(target, targetStart, sourceStart, sourceEnd) {
    if (!isUint8(target)) throw invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
    const ts = targetStart === undefined ? 0 : Math.trunc(+targetStart) || 0;
    const ss = sourceStart === undefined ? 0 : Math.trunc(+sourceStart) || 0;
    let se = sourceEnd === undefined ? this.length : Math.trunc(+sourceEnd) || 0;
    if (ts < 0) throw outOfRange('targetStart', '>= 0', ts);
    if (ss < 0 || ss > this.length) throw outOfRange('sourceStart', '>= 0 && <= ' + this.length, ss);
    if (se > this.length) se = this.length;
    if (ts >= target.length || ss >= se) return 0;
    const n = Math.min(se - ss, target.length - ts);
    target.set(this.subarray(ss, ss + n), ts);
    return n;
  }
  fill(value, offset, end, encoding) {
    if (typeof offset === 'string') { encoding = offset; offset = undefined; end = undefined; }
    else if (typeof end === 'string') { encoding = end; end = undefined; }
    const s = offset === undefined ? 0 : Math.trunc(+offset) || 0;
    const e = end === undefined ? this.length : Math.trunc(+end) || 0;
    if (s < 0 || s > this.length) throw outOfRange('offset', '>= 0 && <= ' + this.length, s);
    if (e < 0 || e > this.length) throw outOfRange('end', '>= 0 && <= ' + this.length, e);
    let bytes;
    if (typeof value === 'string') {
      bytes = bytesFromString(value, normalizeEncoding(encoding));
      if (bytes.length === 0 && value.length > 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'value' is invalid. Received '" + value + "'");
      if (bytes.length === 0) bytes = [0];
    } else if (isUint8(value)) {
      bytes = bytesOf(value);
      if (bytes.length === 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'value' is invalid. Received " + B.inspect(value, 0));
    } else if (typeof value === 'boolean') bytes = [+value];
    else bytes = [(+value || 0) & 255];
    for (let i = s, j = 0; i < e; i++, j = (j + 1) % bytes.length) this[i] = bytes[j];
    return this;
  }
  indexOf(value, byteOffset, encoding) { return bidirectionalIndexOf(this, value, byteOffset, encoding, true); }
  lastIndexOf(value, byteOffset, encoding) { return bidirectionalIndexOf(this, value, byteOffset, encoding, false); }
  includes(value, byteOffset, encoding) { return this.indexOf(value, byteOffset, encoding) !== -1; }
  // buf.write(string[, offset[, length]][, encoding]): the bytes written; a UTF-8
  // character that does not fit whole is not written.
  write(string, offset, length, encoding) {
    validateString(string, 'string');
    if (typeof offset === 'string') { encoding = offset; offset = 0; length = this.length; }
    else if (typeof length === 'string') { encoding = length; length = undefined; }
    offset = offset === undefined ? 0 : offset;
    if (typeof offset !== 'number') throw invalidArgType('offset', 'of type number', offset);
    if (offset < 0 || offset > this.length) throw outOfRange('offset', '>= 0 && <= ' + this.length, offset);
    const room = this.length - offset;
    length = length === undefined ? room : Math.min(room, length >>> 0);
    const enc = normalizeEncoding(encoding);
    const bytes = bytesFromString(string, enc);
    let n = Math.min(length, bytes.length);
    if (enc === 'utf8' && n < bytes.length) while (n > 0 && (bytes[n] & 0xC0) === 0x80) n--;
    if (enc === 'utf16le') n -= n % 2;
    this.set(bytes.subarray(0, n), offset);
    return n;
  }
  swap16() { return swapBytes(this, 2); }
  swap32() { return swapBytes(this, 4); }
  swap64() { return swapBytes(this, 8); }
}
function swapBytes(buf, size) {
  if (buf.length % size !== 0) throw codedError(RangeError, 'ERR_INVALID_BUFFER_SIZE', 'Buffer size must be a multiple of ' + (size * 8) + '-bits');
  for (let i = 0; i < buf.length; i += size) for (let j = 0; j < size / 2; j++) { const t = buf[i + j]; buf[i + j] = buf[i + size - 1 - j]; buf[i + size - 1 - j] = t; }
  return buf;
}
// Buffer.compare(a, b) / buf.compare(other): byte order, then length.
function compareBytes(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
Buffer.compare = function compare(buf1, buf2) {
  if (!isUint8(buf1)) throw invalidArgType('buf1', 'an instance of Buffer or Uint8Array', buf1);
  if (!isUint8(buf2)) throw invalidArgType('buf2', 'an instance of Buffer or Uint8Array', buf2);
  return compareBytes(buf1, buf2);
};
Buffer.poolSize = 8192;
function outOfRange(name, range, received) {
  return codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "' + name + '" is out of range. It must be ' + range + '. Received ' + received);
}
// The offset checks of lib/internal/buffer.js: a number, an integer, and room for `size` bytes.
function checkOffset(buf, offset, size) {
  if (typeof offset !== 'number') throw invalidArgType('offset', 'of type number', offset);
  if (!Number.isInteger(offset)) throw outOfRange('offset', 'an integer', offset);
  const last = buf.length - size;
  if (offset < 0 || offset > last) {
    if (last < 0) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', 'Attempt to access memory outside buffer bounds');
    throw outOfRange('offset', '>= 0 and <= ' + last, offset);
  }
}
// read/write[U]Int{8,16,32}{LE,BE}: `size` bytes, two's complement when signed.
function defineIntAccessors(size, signed) {
  const bits = size * 8;
  const min = signed ? -Math.pow(2, bits - 1) : 0;
  const max = signed ? Math.pow(2, bits - 1) - 1 : Math.pow(2, bits) - 1;
  const base = (signed ? 'Int' : 'UInt') + bits;
  for (const endian of size === 1 ? [''] : ['LE', 'BE']) {
    const read = function (offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      let v = 0;
      for (let i = 0; i < size; i++) v = v * 256 + this[offset + (endian === 'LE' ? size - 1 - i : i)];
      return signed && v > max ? v - Math.pow(2, bits) : v;
    };
    const write = function (value, offset) {
      if (offset === undefined) offset = 0;
      value = +value;
      if (value < min || value > max) throw outOfRange('value', '>= ' + min + ' and <= ' + max, value);
      checkOffset(this, offset, size);
      let v = value < 0 ? value + Math.pow(2, bits) : value;
      v = Math.floor(v);
      for (let i = 0; i < size; i++) {
        this[offset + (endian === 'BE' ? size - 1 - i : i)] = v % 256;
        v = Math.floor(v / 256);
      }
      return offset + size;
    };
    for (const name of [base, base.replace('UInt', 'Uint')]) {
      Buffer.prototype['read' + name + endian] = read;
      Buffer.prototype['write' + name + endian] = write;
    }
  }
}
for (const size of [1, 2, 4]) { defineIntAccessors(size, false); defineIntAccessors(size, true); }
// read/write{Float,Double,BigInt64,BigUInt64}{LE,BE} through a DataView on the same memory.
for (const [name, size, get, set] of [['Float', 4, 'getFloat32', 'setFloat32'], ['Double', 8, 'getFloat64', 'setFloat64'],
  ['BigInt64', 8, 'getBigInt64', 'setBigInt64'], ['BigUInt64', 8, 'getBigUint64', 'setBigUint64']]) {
  for (const endian of ['LE', 'BE']) {
    const read = function (offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      return new DataView(this.buffer, this.byteOffset, this.length)[get](offset, endian === 'LE');
    };
    const write = function (value, offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      new DataView(this.buffer, this.byteOffset, this.length)[set](offset, value, endian === 'LE');
      return offset + size;
    };
    for (const n of name === 'BigUInt64' ? [name, 'BigUint64'] : [name]) {
      Buffer.prototype['read' + n + endian] = read;
      Buffer.prototype['write' + n + endian] = write;
    }
  }
}
// read/write[U]Int{LE,BE}(offset, byteLength): 1 to 6 bytes.
for (const signed of [false, true]) {
  for (const endian of ['LE', 'BE']) {
    const read = function (offset, byteLength) {
      if (!(byteLength >= 1 && byteLength <= 6)) throw outOfRange('byteLength', '>= 1 and <= 6', byteLength);
      checkOffset(this, offset, byteLength);
      let v = 0;
      for (let i = 0; i < byteLength; i++) v = v * 256 + this[offset + (endian === 'LE' ? byteLength - 1 - i : i)];
      const half = Math.pow(2, byteLength * 8 - 1);
      return signed && v >= half ? v - 2 * half : v;
    };
    const write = function (value, offset, byteLength) {
      if (!(byteLength >= 1 && byteLength <= 6)) throw outOfRange('byteLength', '>= 1 and <= 6', byteLength);
      const bits = byteLength * 8;
      const min = signed ? -Math.pow(2, bits - 1) : 0, max = signed ? Math.pow(2, bits - 1) - 1 : Math.pow(2, bits) - 1;
      value = +value;
      if (value < min || value > max) throw outOfRange('value', '>= ' + min + ' and <= ' + max, value);
      checkOffset(this, offset, byteLength);
      let v = Math.floor(value < 0 ? value + Math.pow(2, bits) : value);
      for (let i = 0; i < byteLength; i++) { this[offset + (endian === 'BE' ? byteLength - 1 - i : i)] = v % 256; v = Math.floor(v / 256); }
      return offset + byteLength;
    };
    const names = signed ? ['Int'] : ['UInt', 'Uint'];
    for (const n of names) { Buffer.prototype['read' + n + endian] = read; Buffer.prototype['write' + n + endian] = write; }
  }
}
// console.log(buf): `<Buffer 68 69>`, at most 50 bytes (buffer.INSPECT_MAX_BYTES).
Object.defineProperty(Buffer.prototype, W.inspectCustom, {
  value: function inspect() {
    const shown = Array.from(this.subarray(0, 50), (b) => hexDigits[b >> 4] + hexDigits[b & 15]).join(' ');
    const remaining = this.length - 50;
    return '<Buffer ' + shown + (remaining > 0 ? ' ... ' + remaining + ' more byte' + (remaining > 1 ? 's' : '') : '') + '>';
  },
});
