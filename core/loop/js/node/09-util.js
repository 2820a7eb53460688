// ---------------------------------------------------------------------------------------
// util

function promisify(original) {
  validateFunction(original, 'original');
  if (original[promisifyCustom]) return original[promisifyCustom];
  return function (...args) {
    return new Promise((resolve, reject) => {
      // Only the first value: Node builds objects from several values only for its own
      // functions (dns.lookup, …), never for a user's.
      original.call(this, ...args, (err, value) => {
        if (err) reject(err);
        else resolve(value);
      });
    });
  };
}
promisify.custom = promisifyCustom;
function callbackify(original) {
  validateFunction(original, 'original');
  const callbackified = function (...args) {
    const cb = args.pop();
    validateFunction(cb, 'last argument');
    // A falsy rejection reason becomes ERR_FALSY_VALUE_REJECTION carrying it as .reason
    // (the callback's first argument must be truthy for an error).
    const onRejected = (reason) => {
      if (!reason) {
        const e = codedError(Error, 'ERR_FALSY_VALUE_REJECTION', 'Promise was rejected with falsy value');
        e.reason = reason;
        reason = e;
      }
      process.nextTick(cb, reason);
    };
    Promise.prototype.then.call(original.apply(this, args), (v) => process.nextTick(cb, null, v), onRejected);
  };
  // The original's own properties, with length + 1 and name + 'Callbackified'.
  const descriptors = Object.getOwnPropertyDescriptors(original);
  if (descriptors.length && typeof descriptors.length.value === 'number') descriptors.length.value++;
  if (descriptors.name && typeof descriptors.name.value === 'string') descriptors.name.value += 'Callbackified';
  Object.setPrototypeOf(callbackified, Object.getPrototypeOf(original));
  Object.defineProperties(callbackified, descriptors);
  return callbackified;
}
// util.stripVTControlCharacters: the ANSI escape pattern of lib/internal/util/inspect.js
// (CSI and OSC sequences opened by ESC or the 8-bit CSI).
const ansiPattern = new RegExp('[\\u001B\\u009B][[\\]()#;?]*' +
  '(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*' +
  '|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)' +
  '|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))', 'g');
function stripVTControlCharacters(str) {
  validateString(str, 'str');
  return str.replace(ansiPattern, '');
}
const typedArrayTagGetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
const typedArrayTag = (v) => typedArrayTagGetter.call(v);
const arrayBufferByteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const sharedArrayBufferByteLength = Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get;
const dataViewBuffer = Object.getOwnPropertyDescriptor(DataView.prototype, 'buffer').get;
function hasSlot(getter, v) {
  try { getter.call(v); return true; } catch { return false; }
}
// util.types: by internal slot (B.objectClass), like V8's checks, not by prototype chain.
function utilTypes() {
  const cls = (v) => B.objectClass(v);
  const typedArrayIs = (name) => (v) => typedArrayTag(v) === name;
  const mapIteratorPrototype = Object.getPrototypeOf(new Map().entries());
  const setIteratorPrototype = Object.getPrototypeOf(new Set().values());
  const types = {
    isPromise: (v) => cls(v) === 'Promise',
    isDate: (v) => cls(v) === 'Date',
    isRegExp: (v) => cls(v) === 'RegExp',
    isMap: (v) => cls(v) === 'Map',
    isSet: (v) => cls(v) === 'Set',
    isWeakMap: (v) => cls(v) === 'WeakMap',
    isWeakSet: (v) => cls(v) === 'WeakSet',
    isProxy: (v) => cls(v) === 'Proxy',
    isNativeError: (v) => cls(v) === 'Error',
    isArgumentsObject: (v) => cls(v) === 'Arguments',
    isGeneratorObject: (v) => cls(v) === 'Generator' || cls(v) === 'AsyncGenerator',
    isAsyncFunction: (v) => cls(v) === 'AsyncFunction' || cls(v) === 'AsyncGeneratorFunction',
    isGeneratorFunction: (v) => cls(v) === 'GeneratorFunction' || cls(v) === 'AsyncGeneratorFunction',
    isMapIterator: (v) => cls(v) === 'Iterator' && Object.getPrototypeOf(v) === mapIteratorPrototype,
    isSetIterator: (v) => cls(v) === 'Iterator' && Object.getPrototypeOf(v) === setIteratorPrototype,
    isNumberObject: (v) => cls(v) === 'Number',
    isStringObject: (v) => cls(v) === 'String',
    isBooleanObject: (v) => cls(v) === 'Boolean',
    isSymbolObject: (v) => cls(v) === 'Symbol',
    isBigIntObject: (v) => cls(v) === 'BigInt',
    isBoxedPrimitive: (v) => ['Number', 'String', 'Boolean', 'Symbol', 'BigInt'].indexOf(cls(v)) >= 0,
    isModuleNamespaceObject: (v) => v !== null && typeof v === 'object' && Object.prototype.toString.call(v) === '[object Module]' && !Object.isExtensible(v),
    isExternal: () => false,
    isKeyObject: () => false,
    isCryptoKey: () => false,
    // By internal slot, like node: %TypedArray%.prototype[@@toStringTag] is undefined for
    // anything but a typed array, and the buffers' getters throw for other receivers.
    isTypedArray: (v) => typedArrayTag(v) !== undefined,
    isArrayBuffer: (v) => hasSlot(arrayBufferByteLength, v),
    isSharedArrayBuffer: (v) => hasSlot(sharedArrayBufferByteLength, v),
    isAnyArrayBuffer: (v) => hasSlot(arrayBufferByteLength, v) || hasSlot(sharedArrayBufferByteLength, v),
    isDataView: (v) => hasSlot(dataViewBuffer, v),
    isArrayBufferView: (v) => ArrayBuffer.isView(v),
  };
  for (const name of ['Uint8Array', 'Uint8ClampedArray', 'Uint16Array', 'Uint32Array', 'Int8Array', 'Int16Array', 'Int32Array',
    'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) types['is' + name] = typedArrayIs(name);
  // In Node's order (V8's checks, then lib/internal/util/types.js's, then crypto's), which
  // Object.keys(util.types) shows; Node 20 has no isWeakRef.
  const order = ['isExternal', 'isDate', 'isArgumentsObject', 'isBigIntObject', 'isBooleanObject', 'isNumberObject', 'isStringObject',
    'isSymbolObject', 'isNativeError', 'isRegExp', 'isAsyncFunction', 'isGeneratorFunction', 'isGeneratorObject', 'isPromise', 'isMap',
    'isSet', 'isMapIterator', 'isSetIterator', 'isWeakMap', 'isWeakSet', 'isArrayBuffer', 'isDataView', 'isSharedArrayBuffer', 'isProxy',
    'isModuleNamespaceObject', 'isAnyArrayBuffer', 'isBoxedPrimitive', 'isArrayBufferView', 'isTypedArray', 'isUint8Array',
    'isUint8ClampedArray', 'isUint16Array', 'isUint32Array', 'isInt8Array', 'isInt16Array', 'isInt32Array', 'isFloat32Array',
    'isFloat64Array', 'isBigInt64Array', 'isBigUint64Array', 'isKeyObject', 'isCryptoKey'];
  const ordered = {};
  for (const name of order) ordered[name] = types[name];
  return ordered;
}
// isDeepStrictEqual (lib/internal/util/comparisons.js, strict mode): Object.is for
// primitives, equal prototypes and tags, own enumerable keys (and symbols), Map and Set
// entries in any order, dates, regexps, boxed primitives, bytes; cycles end by a memo.
// `loose` is assert.deepEqual's mode: primitives compared with == (NaN equals NaN),
// prototypes and symbol keys ignored. SIMPLIFIED: loose Set and Map entries are matched
// by the same search as objects (Node first tries == on primitive entries).
function isDeepStrictEqual(a, b) { return deepStrictEqual(a, b, []); }
function isDeepLooseEqual(a, b) { return deepStrictEqual(a, b, [], true); }
function deepStrictEqual(a, b, memos, loose) {
  if (Object.is(a, b)) return true;
  if (loose && (a === null || typeof a !== 'object' || b === null || typeof b !== 'object')) {
    if ((a === null || typeof a !== 'object') && (b === null || typeof b !== 'object'))
      return a == b || (Number.isNaN(a) && Number.isNaN(b)); // eslint-disable-line eqeqeq
    return false;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (!loose && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const toString = Object.prototype.toString;
  if (toString.call(a) !== toString.call(b)) return false;
  for (const m of memos) if (m[0] === a && m[1] === b) return true;
  memos.push([a, b]);
  const result = deepStrictEqualObjects(a, b, memos, loose);
  memos.pop();
  return result;
}
function deepStrictEqualObjects(a, b, memos, loose) {
  const classA = B.objectClass(a);
  if (classA !== B.objectClass(b)) return false;
  if (Array.isArray(a) && a.length !== b.length) return false;
  if (classA === 'Date' && a.getTime() !== b.getTime()) return false;
  if (classA === 'RegExp' && (a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex)) return false;
  if (classA === 'Error' && (a.message !== b.message || a.name !== b.name)) return false;
  if (['Number', 'String', 'Boolean', 'BigInt'].indexOf(classA) >= 0 && !Object.is(a.valueOf(), b.valueOf())) return false;
  if (classA === 'Symbol' && a.valueOf() !== b.valueOf()) return false;
  if (a instanceof Buffer && (a.length !== b.length || compareBytes(a, b) !== 0)) return false;
  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength || typedArrayTag(a) !== typedArrayTag(b)) return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength), y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  const keysA = Object.keys(a), keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const k of keysA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  const symbolsA = loose ? [] : Object.getOwnPropertySymbols(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const symbolsB = loose ? [] : Object.getOwnPropertySymbols(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (symbolsA.length !== symbolsB.length) return false;
  for (const k of symbolsA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  if (classA === 'Set') {
    if (a.size !== b.size) return false;
    const rest = [];
    for (const v of b) if (typeof v === 'object' && v !== null) rest.push(v);
    for (const v of a) {
      if (typeof v === 'object' && v !== null) {
        const i = rest.findIndex((w) => deepStrictEqual(v, w, memos, loose));
        if (i < 0) return false;
        rest.splice(i, 1);
      } else if (!b.has(v)) {
        return false;
      }
    }
  }
  if (classA === 'Map') {
    if (a.size !== b.size) return false;
    const rest = [];
    for (const [k, v] of b) if (typeof k === 'object' && k !== null) rest.push([k, v]);
    for (const [k, v] of a) {
      if (typeof k === 'object' && k !== null) {
        const i = rest.findIndex((e) => deepStrictEqual(k, e[0], memos, loose) && deepStrictEqual(v, e[1], memos, loose));
        if (i < 0) return false;
        rest.splice(i, 1);
      } else if (!b.has(k) || !deepStrictEqual(v, b.get(k), memos, loose)) {
        return false;
      }
    }
  }
  for (const k of keysA) if (!deepStrictEqual(a[k], b[k], memos, loose)) return false;
  for (const k of symbolsA) if (!deepStrictEqual(a[k], b[k], memos, loose)) return false;
  return true;
}
// util.parseArgs, as lib/internal/util/parse_args/parse_args.js does it: the arguments
// become tokens (options, positionals, the `--` terminator; short groups `-abc` and
// `-oVALUE` expanded), then the tokens are checked (strict) and stored, then defaults.
function parseArgs(config) {
  const c = config === undefined ? {} : config;
  if (c === null || typeof c !== 'object') throw invalidArgType('config', 'of type object', c);
  const own = (o, k) => o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
  const args = own(c, 'args') !== undefined ? own(c, 'args') : process.argv.slice(2);
  const strict = own(c, 'strict') !== undefined ? own(c, 'strict') : true;
  const allowPositionals = own(c, 'allowPositionals') !== undefined ? own(c, 'allowPositionals') : !strict;
  const returnTokens = own(c, 'tokens') !== undefined ? own(c, 'tokens') : false;
  const options = own(c, 'options') !== undefined ? own(c, 'options') : Object.create(null);
  if (!Array.isArray(args)) throw invalidArgType('args', 'an instance of Array', args);
  for (const name of Object.keys(options)) {
    const o = options[name];
    const type = own(o, 'type');
    if (type !== 'string' && type !== 'boolean')
      throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options." + name + ".type' must be one of: 'string', 'boolean'. Received " + B.inspect(type, 0));
    const short = own(o, 'short');
    if (short !== undefined && (typeof short !== 'string' || short.length !== 1))
      throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options." + name + ".short' must be a single character. Received " + B.inspect(short, 0));
  }
  const optionOf = (name, key) => own(own(options, name), key);
  const longFor = (short) => Object.keys(options).find((name) => optionOf(name, 'short') === short) || short;
  const isString = (name) => optionOf(name, 'type') === 'string';
  const tokens = [];
  const rest = args.slice();
  let index = -1, groupCount = 0;
  while (rest.length > 0) {
    const arg = rest.shift();
    const next = rest[0];
    if (groupCount > 0) groupCount--; else index++;
    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (const value of rest) tokens.push({ kind: 'positional', index: ++index, value });
      break;
    }
    const short = arg.length >= 2 && arg[0] === '-' && arg[1] !== '-';
    if (short && arg.length === 2) {                                  // -f
      const name = longFor(arg[1]);
      let value, inlineValue;
      if (isString(name) && next != null) { value = rest.shift(); inlineValue = false; }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value != null) ++index;
      continue;
    }
    if (short && !isString(longFor(arg[1]))) {                        // -abc
      const expanded = [];
      for (let i = 1; i < arg.length; i++) {
        if (!isString(longFor(arg[i])) || i === arg.length - 1) expanded.push('-' + arg[i]);
        else { expanded.push('-' + arg.slice(i)); break; }
      }
      rest.unshift(...expanded);
      groupCount = expanded.length;
      continue;
    }
    if (short) {                                                      // -fVALUE
      tokens.push({ kind: 'option', name: longFor(arg[1]), rawName: '-' + arg[1], index, value: arg.slice(2), inlineValue: true });
      continue;
    }
    if (arg.length > 2 && arg.startsWith('--')) {
      const eq = arg.indexOf('=', 3);
      if (eq === -1) {                                                // --foo
        const name = arg.slice(2);
        let value, inlineValue;
        if (isString(name) && next != null) { value = rest.shift(); inlineValue = false; }
        tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
        if (value != null) ++index;
      } else {                                                        // --foo=bar
        const name = arg.slice(2, eq);
        tokens.push({ kind: 'option', name, rawName: '--' + name, index, value: arg.slice(eq + 1), inlineValue: true });
      }
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  const result = { values: Object.create(null), positionals: [] };
  if (returnTokens) result.tokens = tokens;
  const invalidValue = (m) => codedError(TypeError, 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE', m);
  for (const token of tokens) {
    if (token.kind === 'option') {
      if (strict) {
        if (!Object.prototype.hasOwnProperty.call(options, token.name)) {
          throw codedError(TypeError, 'ERR_PARSE_ARGS_UNKNOWN_OPTION', "Unknown option '" + token.rawName + "'" + (allowPositionals
            ? ". To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- " + JSON.stringify(token.rawName) : ''));
        }
        const s = optionOf(token.name, 'short');
        const both = (s ? '-' + s + ', ' : '') + '--' + token.name;
        if (isString(token.name) && typeof token.value !== 'string') throw invalidValue("Option '" + both + " <value>' argument missing");
        if (optionOf(token.name, 'type') === 'boolean' && token.value != null) throw invalidValue("Option '" + both + "' does not take an argument");
        if (!token.inlineValue && token.value != null && token.value.length > 1 && token.value[0] === '-') {
          const example = token.rawName.startsWith('--') ? "'" + token.rawName + "=-XYZ'" : "'--" + token.name + "=-XYZ' or '" + token.rawName + "-XYZ'";
          throw invalidValue("Option '" + token.rawName + "' argument is ambiguous.\nDid you forget to specify the option argument for '" + token.rawName +
            "'?\nTo specify an option argument starting with a dash use " + example + '.');
        }
      }
      if (token.name === '__proto__') continue;
      const value = token.value === undefined ? true : token.value;
      if (optionOf(token.name, 'multiple')) {
        if (result.values[token.name] === undefined) result.values[token.name] = [value];
        else result.values[token.name].push(value);
      } else result.values[token.name] = value;
    } else if (token.kind === 'positional') {
      if (!allowPositionals) throw codedError(TypeError, 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', "Unexpected argument '" + token.value + "'. This command does not take positional arguments");
      result.positionals.push(token.value);
    }
  }
  for (const name of Object.keys(options)) {
    const d = optionOf(name, 'default');
    if (d !== undefined && result.values[name] === undefined && name !== '__proto__') result.values[name] = d;
  }
  return result;
}
const util = {
  promisify, callbackify, stripVTControlCharacters, parseArgs,
  inspect(v, options) {
    const o = options && typeof options === 'object' ? options : {};
    // compact: true is -1 (kCompactTrue).
    const compact = o.compact === false ? 0 : o.compact === true ? -1 : typeof o.compact === 'number' ? o.compact : undefined;
    const maxArrayLength = o.maxArrayLength === null || o.maxArrayLength === Infinity ? 1e9 : o.maxArrayLength;
    return B.inspect(v, o.depth === null || o.depth === Infinity ? 1e9 : o.depth !== undefined ? o.depth : 2,
      o.breakLength === Infinity ? 1e9 : o.breakLength, compact, o.sorted === true, o.showHidden === true,
      o.customInspect === false ? false : undefined, typeof maxArrayLength === 'number' ? maxArrayLength : undefined, o);
  },
  format(...args) { return B.format(...args); },
  isDeepStrictEqual,
  types: utilTypes(),
  TextEncoder, TextDecoder,
  // Lone surrogates become U+FFFD.
  toUSVString(str) { return String(str).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'); },
  formatWithOptions(options, ...args) {
    if (options === null || typeof options !== 'object') throw invalidArgType('inspectOptions', 'of type object', options);
    return B.format(...args);
  },
  isArray: Array.isArray,
  // SIMPLIFIED: the DeprecationWarning goes nowhere (stderr is not simulated per warning);
  // the wrapper calls through.
  deprecate(fn, msg, code) {
    validateFunction(fn, 'fn');
    return function deprecated(...args) { return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args); };
  },
  // NODE_DEBUG is never set in the simulation: the logger is disabled.
  debuglog(section) { const log = () => {}; log.enabled = false; return log; },
  inherits(ctor, superCtor) { Object.setPrototypeOf(ctor.prototype, superCtor.prototype); Object.setPrototypeOf(ctor, superCtor); },
};
util.inspect.custom = W.inspectCustom;
modules.util = util;
W.installConsoleExtras({
  inspect: (v, options) => util.inspect(v, options),
  warn: (text) => process.emitWarning(text),
  format: (...args) => B.format(...args),
  invalidProperties: (p) => invalidArgType('properties', 'an instance of Array', p),
});

