// ---------------------------------------------------------------------------------------
// string_decoder: decodes a stream of byte chunks, keeping a character split across
// chunks (UTF-8 and UTF-16 sequences, base64 groups of three bytes) for the next write.

// The count of trailing bytes of `bytes` that start a UTF-8 sequence not finished yet.
function utf8IncompleteTail(bytes) {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const b = bytes[bytes.length - back];
    if ((b & 0xC0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}
class StringDecoder {
  constructor(encoding) {
    const e = normalizeEncoding(encoding);
    this.encoding = e;
    Object.defineProperty(this, '_pending', { value: [], writable: true });
    Object.defineProperty(this, '_need', { value: 0, writable: true });
  }
  write(buf) {
    if (typeof buf === 'string') return buf;
    if (!ArrayBuffer.isView(buf)) throw invalidArgType('buf', 'an instance of Buffer, TypedArray, or DataView', buf);
    let data = Array.from(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
    if (this.encoding === 'utf16le') {
      // As node's string_decoder.cc: a pending odd byte is completed to one code unit and
      // emitted (even a lone high surrogate); then an odd byte, or else a trailing high
      // surrogate, waits.
      let prefix = '';
      if (this._pending.length) {
        const take = data.slice(0, this._need - this._pending.length);
        this._pending = this._pending.concat(take);
        data = data.slice(take.length);
        if (this._pending.length < this._need) return '';
        prefix = stringFromBytes(this._pending, 'utf16le');
        this._pending = [];
      }
      if (data.length % 2) { this._pending = data.slice(-1); this._need = 2; data = data.slice(0, -1); }
      else if (data.length && (data[data.length - 1] & 0xFC) === 0xD8) { this._pending = data.slice(-2); this._need = 4; data = data.slice(0, -2); }
      return prefix + stringFromBytes(data, 'utf16le');
    }
    const bytes = this._pending.concat(data);
    let keep = 0;
    if (this.encoding === 'utf8') keep = utf8IncompleteTail(bytes);
    else if (this.encoding === 'base64' || this.encoding === 'base64url') keep = bytes.length % 3;
    this._pending = keep ? bytes.slice(bytes.length - keep) : [];
    return stringFromBytes(keep ? bytes.slice(0, bytes.length - keep) : bytes, this.encoding);
  }
  end(buf) {
    let out = buf === undefined ? '' : this.write(buf);
    const rest = this._pending;
    this._pending = [];
    if (rest.length === 0) return out;
    if (this.encoding === 'utf8') return out + '\ufffd';
    if (this.encoding === 'utf16le') return out + stringFromBytes(rest.slice(0, rest.length - rest.length % 2), 'utf16le');
    return out + stringFromBytes(rest, this.encoding);
  }
  text(buf, offset) { return this.write(buf.subarray(offset)); }
  get lastNeed() {
    const rest = this._pending;
    if (!rest.length) return 0;
    if (this.encoding === 'utf8') { const b = rest[0]; return (b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2) - rest.length; }
    if (this.encoding === 'utf16le') return this._need - rest.length;
    return 3 - rest.length;
  }
}
modules.string_decoder = { StringDecoder };
modules.buffer = { Buffer, kMaxLength, constants: { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: 536870888 }, INSPECT_MAX_BYTES: 50, atob: globalThis.atob, btoa: globalThis.btoa };

