// ---------------------------------------------------------------------------------------
// assert (lib/assert.js and lib/internal/assert/assertion_error.js of Node 20): the
// AssertionError class and its generated messages, with the short `a !== b` form, the
// line diff of two inspected values (no colors: stderr is not a terminal), and
// assert.ok's message quoting the failing call from the program's source.

// The values as the messages show them: one property a line, keys sorted, no custom
// inspect functions, no depth limit.
function assertInspect(v) { return B.inspect(v, 1000, undefined, 0, true, false, false, 1e9); }
const kReadableOperator = {
  deepStrictEqual: 'Expected values to be strictly deep-equal:',
  strictEqual: 'Expected values to be strictly equal:',
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: 'Expected values to be loosely deep-equal:',
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: 'Values have same structure but are not reference-equal:',
  notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
};
// At most this many characters of both values together print as `actual !== expected`.
const kMaxShortLength = 12;
const isObjectLike = (v) => typeof v === 'object' && v !== null;
// Only the first 47 of more than 50 lines are shown, then '...'.
function collapseLines(lines) {
  if (lines.length > 50) { lines[46] = '...'; lines.length = 47; }
  return lines;
}
// createErrDiff: the message of a failed strictEqual / deepStrictEqual. Short single-line
// values compare as `a !== b`; otherwise the inspected lines are diffed from the top
// ('+' actual, '-' expected), identical lines at the end trimmed to three, runs of more
// than four identical lines between differences collapsed to '...', and a single long
// line gets a '^' under its first different character. A custom message (Node 20.12+)
// replaces the heading.
function createErrDiff(actual, expected, operator, customMessage) {
  let other = '', res = '', end = '', skipped = false, indicator = '', i = 0;
  const actualInspected = assertInspect(actual);
  const actualLines = actualInspected.split('\n');
  const expectedLines = assertInspect(expected).split('\n');
  if (operator === 'strictEqual' && ((isObjectLike(actual) && isObjectLike(expected)) ||
      (typeof actual === 'function' && typeof expected === 'function'))) operator = 'strictEqualObject';
  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const inputLength = actualLines[0].length + expectedLines[0].length;
    if (inputLength <= kMaxShortLength) {
      if (!isObjectLike(actual) && !isObjectLike(expected) && (actual !== 0 || expected !== 0))
        return (customMessage ? `${customMessage}` : kReadableOperator[operator]) + '\n\n' + actualLines[0] + ' !== ' + expectedLines[0] + '\n';
    } else if (operator !== 'strictEqualObject' && inputLength < 80) {
      while (actualLines[0][i] === expectedLines[0][i]) i++;
      // The first characters ("'a" ...) are not worth pointing at.
      if (i > 2) { indicator = '\n  ' + ' '.repeat(i) + '^'; i = 0; }
    }
  }
  // Identical last lines: at most three are kept (counting on from the indicator's i).
  let a = actualLines[actualLines.length - 1], b = expectedLines[expectedLines.length - 1];
  while (a === b) {
    if (i++ < 3) end = '\n  ' + a + end;
    else other = a;
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) break;
    a = actualLines[actualLines.length - 1];
    b = expectedLines[expectedLines.length - 1];
  }
  const maxLines = Math.max(actualLines.length, expectedLines.length);
  if (maxLines === 0) {
    // Same text, different objects (deepStrictEqual of two Symbol() ...).
    return kReadableOperator.notIdentical + '\n\n' + collapseLines(actualInspected.split('\n')).join('\n') + '\n';
  }
  if (i >= 5) { end = '\n...' + end; skipped = true; }
  if (other !== '') { end = '\n  ' + other + end; other = ''; }
  let printedLines = 0, identical = 0;
  const msg = (customMessage ? `${customMessage}` : kReadableOperator[operator]) + '\n+ actual - expected';
  const skippedMsg = ' ... Lines skipped';
  let lines = actualLines, plusMinus = '+', maxLength = expectedLines.length;
  if (actualLines.length < maxLines) { lines = expectedLines; plusMinus = '-'; maxLength = actualLines.length; }
  // The identical lines before a difference: two, three, or the first, '...', the last two.
  const flushIdentical = (from) => {
    if (identical > 2) {
      if (identical > 3) {
        if (identical > 4) {
          if (identical === 5) { res += '\n  ' + from[i - 3]; printedLines++; }
          else { res += '\n...'; skipped = true; }
        }
        res += '\n  ' + from[i - 2];
        printedLines++;
      }
      res += '\n  ' + from[i - 1];
      printedLines++;
    }
    identical = 0;
  };
  for (i = 0; i < maxLines; i++) {
    if (maxLength < i + 1) {
      // Only one side has lines left.
      flushIdentical(lines);
      if (lines === actualLines) res += '\n' + plusMinus + ' ' + lines[i];
      else other += '\n' + plusMinus + ' ' + lines[i];
      printedLines++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      // Lines that differ only by a trailing comma count as identical.
      let diverging = actualLine !== expectedLine && (!actualLine.endsWith(',') || actualLine.slice(0, -1) !== expectedLine);
      if (diverging && expectedLine.endsWith(',') && expectedLine.slice(0, -1) === actualLine) { diverging = false; actualLine += ','; }
      if (diverging) {
        flushIdentical(actualLines);
        // The expected lines wait in `other`, so that a block shows as +++--- not +-+-.
        res += '\n+ ' + actualLine;
        other += '\n- ' + expectedLine;
        printedLines += 2;
      } else {
        res += other;
        other = '';
        identical++;
        if (identical <= 2) { res += '\n  ' + actualLine; printedLines++; }
      }
    }
    // About 50 lines at most.
    if (printedLines > 50 && i < maxLines - 2)
      return msg + skippedMsg + '\n' + res + '\n...' + other + '\n...';
  }
  return msg + (skipped ? skippedMsg : '') + '\n' + res + other + end + indicator;
}
// The message AssertionError makes when it gets none.
function assertionMessage(actual, expected, operator) {
  if (operator === 'deepStrictEqual' || operator === 'strictEqual') return createErrDiff(actual, expected, operator);
  if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') {
    let base = kReadableOperator[operator];
    const res = collapseLines(assertInspect(actual).split('\n'));
    if (operator === 'notStrictEqual' && (isObjectLike(actual) || typeof actual === 'function')) base = kReadableOperator.notStrictEqualObject;
    if (res.length === 1) return base + (res[0].length > 5 ? '\n\n' : ' ') + res[0];
    return base + '\n\n' + res.join('\n') + '\n';
  }
  let res = assertInspect(actual);
  let other = assertInspect(expected);
  const known = kReadableOperator[operator];
  if (operator === 'notDeepEqual' && res === other) {
    res = known + '\n\n' + res;
    return res.length > 1024 ? res.slice(0, 1021) + '...' : res;
  }
  if (res.length > 512) res = res.slice(0, 509) + '...';
  if (other.length > 512) other = other.slice(0, 509) + '...';
  if (operator === 'deepEqual') res = known + '\n\n' + res + '\n\nshould loosely deep-equal\n\n';
  else if (kReadableOperator[operator + 'Unequal']) res = kReadableOperator[operator + 'Unequal'] + '\n\n' + res + '\n\nshould not loosely deep-equal\n\n';
  else other = ' ' + operator + ' ' + other;
  return res + other;
}
// An error's copy without its stack, so that the message does not show stacks.
function copyError(source) {
  const target = Object.create(Object.getPrototypeOf(source));
  for (const key of Object.keys(source)) target[key] = source[key];
  Object.defineProperty(target, 'message', { value: source.message });
  return target;
}
function addEllipsis(string) {
  const lines = string.split('\n', 11);
  if (lines.length > 10) { lines.length = 10; return lines.join('\n') + '\n...'; }
  if (string.length > 512) return string.slice(512) + '...';
  return string;
}
class AssertionError extends Error {
  constructor(options) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) throw invalidArgType('options', 'of type object', options);
    const { message, operator, details } = options;
    let { actual, expected } = options;
    if (message != null) {
      super(operator === 'deepStrictEqual' || operator === 'strictEqual' ? createErrDiff(actual, expected, operator, message) : String(message));
    } else {
      if (isObjectLike(actual) && isObjectLike(expected) && 'stack' in actual && actual instanceof Error &&
          'stack' in expected && expected instanceof Error) {
        actual = copyError(actual);
        expected = copyError(expected);
      }
      super(assertionMessage(actual, expected, operator));
    }
    this.generatedMessage = !message;
    Object.defineProperty(this, 'name', { value: 'AssertionError [ERR_ASSERTION]', enumerable: false, writable: true, configurable: true });
    this.code = 'ERR_ASSERTION';
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      for (let i = 0; i < details.length; i++) {
        this['message ' + i] = details[i].message;
        this['actual ' + i] = details[i].actual;
        this['expected ' + i] = details[i].expected;
        this['operator ' + i] = details[i].operator;
        this['stack trace ' + i] = details[i].stack;
      }
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    // The stack's first line names the code (Node captures it again with that name).
    const stack = this.stack;
    if (typeof stack === 'string') {
      const head = stack.startsWith('AssertionError') ? 14 : stack.startsWith('Error') ? 5 : 0;
      if (head) this.stack = 'AssertionError [ERR_ASSERTION]' + stack.slice(head);
    }
    // Reset the name (defined, not assigned: evloop would rewrite the stack's header).
    Object.defineProperty(this, 'name', { value: 'AssertionError' });
  }
  toString() { return this.name + ' [' + this.code + ']: ' + this.message; }
  [W.inspectCustom](recurseTimes, ctx) {
    // Long strings shortened, actual and expected at depth 0.
    const tmpActual = this.actual, tmpExpected = this.expected;
    if (typeof this.actual === 'string') this.actual = addEllipsis(this.actual);
    if (typeof this.expected === 'string') this.expected = addEllipsis(this.expected);
    const result = util.inspect(this, Object.assign({}, ctx, { customInspect: false, depth: 0 }));
    this.actual = tmpActual;
    this.expected = tmpExpected;
    return result;
  }
}
function innerFail(obj) {
  if (obj.message instanceof Error) throw obj.message;
  throw new AssertionError(obj);
}
function missingArgs(...names) {
  return codedError(TypeError, 'ERR_MISSING_ARGS', 'The ' + names.map((n) => '"' + n + '"').join(' and ') + ' arguments must be specified');
}
// getErrMessage: assert.ok(value) without a message quotes the failing call as the
// program wrote it, from the file its caller is in (its first line as is, the next
// ones without the indentation up to the call's column).
function okCallSource() {
  const frame = String(new Error().stack).split('\n').find((l) => l.startsWith('    at '));
  const m = frame && /\(?((?:file:\/\/)?\/[^()]*):(\d+):(\d+)\)?$/.exec(frame);
  if (!m) return undefined;
  let file = m[1];
  if (file.startsWith('file:')) { try { file = fileURLToPath(file); } catch (e) { return undefined; } }
  if (!files.has(file)) return undefined;
  const found = B.callSourceAt(storedText(files.get(file)), Number(m[2]), Number(m[3]));
  if (!found) return undefined;
  const column = found[0] - 1;
  const lines = found[1].split('\n');
  let message = lines.shift();
  for (const line of lines) {
    let pos = 0;
    while (pos < column && (line[pos] === ' ' || line[pos] === '\t')) pos++;
    message += '\n  ' + line.slice(pos);
  }
  return 'The expression evaluated to a falsy value:\n\n  ' + message + '\n';
}
function innerOk(argLen, value, message) {
  if (value) return;
  let generatedMessage = false;
  if (argLen === 0) {
    generatedMessage = true;
    message = 'No value argument passed to `assert.ok()`';
  } else if (message == null) {
    generatedMessage = true;
    message = okCallSource();
  } else if (message instanceof Error) {
    throw message;
  }
  const err = new AssertionError({ actual: value, expected: true, message, operator: '==' });
  err.generatedMessage = generatedMessage;
  throw err;
}
function ok(...args) { innerOk(args.length, ...args); }
const assert = ok;
assert.ok = ok;
assert.AssertionError = AssertionError;
assert.fail = function fail(actual, expected, message, operator) {
  const argsLen = arguments.length;
  let internalMessage;
  if (argsLen === 0) internalMessage = 'Failed';
  else if (argsLen === 1) { message = actual; actual = undefined; }
  // SIMPLIFIED: two or more arguments are deprecated (DEP0094); the warning is not printed.
  if (message instanceof Error) throw message;
  const err = new AssertionError({ actual, expected, operator: operator === undefined ? 'fail' : operator, message: message || internalMessage });
  if (internalMessage) err.generatedMessage = true;
  throw err;
};
assert.equal = function equal(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (actual != expected && (!Number.isNaN(actual) || !Number.isNaN(expected))) // eslint-disable-line eqeqeq
    innerFail({ actual, expected, message, operator: '==' });
};
assert.notEqual = function notEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) // eslint-disable-line eqeqeq
    innerFail({ actual, expected, message, operator: '!=' });
};
assert.deepEqual = function deepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepLooseEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'deepEqual' });
};
assert.notDeepEqual = function notDeepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepLooseEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'notDeepEqual' });
};
assert.deepStrictEqual = function deepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepStrictEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'deepStrictEqual' });
};
assert.notDeepStrictEqual = function notDeepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepStrictEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'notDeepStrictEqual' });
};
assert.strictEqual = function strictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!Object.is(actual, expected)) innerFail({ actual, expected, message, operator: 'strictEqual' });
};
assert.notStrictEqual = function notStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (Object.is(actual, expected)) innerFail({ actual, expected, message, operator: 'notStrictEqual' });
};

// assert.throws / rejects and their opposites.
const kNoException = {};
// The object a validation object is compared with: its keys taken from the error (a
// regular expression that matches stands for the error's string).
class Comparison {
  constructor(obj, keys, actual) {
    for (const key of keys) {
      if (!(key in obj)) continue;
      if (actual !== undefined && typeof actual[key] === 'string' && obj[key] instanceof RegExp && obj[key].exec(actual[key]) !== null) this[key] = actual[key];
      else this[key] = obj[key];
    }
  }
}
function compareExceptionKey(actual, expected, key, message, keys, fn) {
  if (key in actual && isDeepStrictEqual(actual[key], expected[key])) return;
  if (!message) {
    const err = new AssertionError({ actual: new Comparison(actual, keys), expected: new Comparison(expected, keys, actual), operator: 'deepStrictEqual' });
    err.actual = actual;
    err.expected = expected;
    err.operator = fn.name;
    throw err;
  }
  innerFail({ actual, expected, message, operator: fn.name });
}
function isErrorValue(v) { return v instanceof Error || B.objectClass(v) === 'Error'; }
function expectedException(actual, expected, message, fn) {
  let generatedMessage = false;
  let throwError = false;
  if (typeof expected !== 'function') {
    if (expected instanceof RegExp) {
      const str = String(actual);
      if (expected.exec(str) !== null) return;
      if (!message) {
        generatedMessage = true;
        message = 'The input did not match the regular expression ' + B.inspect(expected, 2) + '. Input:\n\n' + B.inspect(str, 2) + '\n';
      }
      throwError = true;
    } else if (!isObjectLike(actual)) {
      const err = new AssertionError({ actual, expected, message, operator: 'deepStrictEqual' });
      err.operator = fn.name;
      throw err;
    } else {
      const keys = Object.keys(expected);
      if (expected instanceof Error) keys.push('name', 'message');
      else if (keys.length === 0)
        throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'error' may not be an empty object. Received {}");
      for (const key of keys) {
        if (typeof actual[key] === 'string' && expected[key] instanceof RegExp && expected[key].exec(actual[key]) !== null) continue;
        compareExceptionKey(actual, expected, key, message, keys, fn);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Error.isPrototypeOf(expected)) {
    if (!message) {
      generatedMessage = true;
      message = 'The error is expected to be an instance of "' + expected.name + '". Received ';
      if (isErrorValue(actual)) {
        const name = (actual.constructor && actual.constructor.name) || actual.name;
        message += expected.name === name ? 'an error with identical name but a different prototype.' : '"' + name + '"';
        if (actual.message) message += '\n\nError message:\n\n' + actual.message;
      } else {
        message += '"' + B.inspect(actual, -1) + '"';
      }
    }
    throwError = true;
  } else {
    // A validation function must return true.
    const res = expected.call({}, actual);
    if (res !== true) {
      if (!message) {
        generatedMessage = true;
        message = 'The ' + (expected.name ? '"' + expected.name + '" ' : '') + 'validation function is expected to return "true". Received ' + B.inspect(res, 2);
        if (isErrorValue(actual)) message += '\n\nCaught error:\n\n' + actual;
      }
      throwError = true;
    }
  }
  if (throwError) {
    const err = new AssertionError({ actual, expected, message, operator: fn.name });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}
const kErrorTypes = 'of type function or an instance of Error, RegExp, or Object';
function expectsError(fn, actual, error, message) {
  if (typeof error === 'string') {
    if (arguments.length === 4) throw invalidArgType('error', kErrorTypes, error);
    if (isObjectLike(actual)) {
      if (actual.message === error)
        throw codedError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT', 'The "error/message" argument is ambiguous. The error message "' + actual.message + '" is identical to the message.');
    } else if (actual === error) {
      throw codedError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT', 'The "error/message" argument is ambiguous. The error "' + actual + '" is identical to the message.');
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
    throw invalidArgType('error', kErrorTypes, error);
  }
  if (actual === kNoException) {
    let details = '';
    if (error && error.name) details += ' (' + error.name + ')';
    details += message ? ': ' + message : '.';
    innerFail({ actual: undefined, expected: error, operator: fn.name, message: 'Missing expected ' + (fn === assert.rejects ? 'rejection' : 'exception') + details });
  }
  if (!error) return;
  expectedException(actual, error, message, fn);
}
function hasMatchingError(actual, expected) {
  if (typeof expected !== 'function') {
    if (expected instanceof RegExp) return expected.exec(String(actual)) !== null;
    throw invalidArgType('expected', 'of type function or an instance of RegExp', expected);
  }
  if (expected.prototype !== undefined && actual instanceof expected) return true;
  if (Error.isPrototypeOf(expected)) return false;
  return expected.call({}, actual) === true;
}
function expectsNoError(fn, actual, error, message) {
  if (actual === kNoException) return;
  if (typeof error === 'string') { message = error; error = undefined; }
  if (!error || hasMatchingError(actual, error)) {
    const details = message ? ': ' + message : '.';
    innerFail({ actual, expected: error, operator: fn.name,
      message: 'Got unwanted ' + (fn === assert.doesNotReject ? 'rejection' : 'exception') + details + '\nActual message: "' + (actual == null ? undefined : actual.message) + '"' });
  }
  throw actual;
}
function getActual(fn) {
  validateFunction(fn, 'fn');
  try { fn(); } catch (e) { return e; }
  return kNoException;
}
const isPromiseLike = (v) => v instanceof Promise || (isObjectLike(v) && typeof v.then === 'function' && typeof v.catch === 'function');
async function waitForActual(promiseFn) {
  let resultPromise;
  if (typeof promiseFn === 'function') {
    resultPromise = promiseFn();
    if (!isPromiseLike(resultPromise))
      throw codedError(TypeError, 'ERR_INVALID_RETURN_VALUE', 'Expected instance of Promise to be returned from the "promiseFn" function but got ' +
        describeReceived(resultPromise).slice(' Received '.length) + '.');
  } else if (isPromiseLike(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw invalidArgType('promiseFn', 'of type function or an instance of Promise', promiseFn);
  }
  try { await resultPromise; } catch (e) { return e; }
  return kNoException;
}
assert.throws = function throws(promiseFn, ...args) { expectsError(throws, getActual(promiseFn), ...args); };
assert.rejects = async function rejects(promiseFn, ...args) { expectsError(rejects, await waitForActual(promiseFn), ...args); };
assert.doesNotThrow = function doesNotThrow(fn, ...args) { expectsNoError(doesNotThrow, getActual(fn), ...args); };
assert.doesNotReject = async function doesNotReject(fn, ...args) { expectsNoError(doesNotReject, await waitForActual(fn), ...args); };
assert.ifError = function ifError(err) {
  if (err === null || err === undefined) return;
  let message = 'ifError got unwanted exception: ';
  if (typeof err === 'object' && typeof err.message === 'string') {
    message += err.message.length === 0 && err.constructor ? err.constructor.name : err.message;
  } else {
    message += B.inspect(err, 2);
  }
  throw new AssertionError({ actual: err, expected: null, operator: 'ifError', message });
};
function internalMatch(string, regexp, message, fn) {
  if (!(regexp instanceof RegExp)) throw invalidArgType('regexp', 'an instance of RegExp', regexp);
  const match = fn === assert.match;
  if (typeof string !== 'string' || (regexp.exec(string) !== null) !== match) {
    if (message instanceof Error) throw message;
    const generatedMessage = !message;
    message = message || (typeof string !== 'string'
      ? 'The "string" argument must be of type string. Received type ' + typeof string + ' (' + B.inspect(string, 2) + ')'
      : (match ? 'The input did not match the regular expression ' : 'The input was expected to not match the regular expression ') +
        B.inspect(regexp, 2) + '. Input:\n\n' + B.inspect(string, 2) + '\n');
    const err = new AssertionError({ actual: string, expected: regexp, message, operator: fn.name });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}
assert.match = function match(string, regexp, message) { internalMatch(string, regexp, message, match); };
assert.doesNotMatch = function doesNotMatch(string, regexp, message) { internalMatch(string, regexp, message, doesNotMatch); };
// assert.strict: the same functions, with equal/deepEqual and their opposites strict.
function strict(...args) { innerOk(args.length, ...args); }
Object.assign(strict, assert, { equal: assert.strictEqual, deepEqual: assert.deepStrictEqual,
  notEqual: assert.notStrictEqual, notDeepEqual: assert.notDeepStrictEqual });
assert.strict = strict;
assert.strict.strict = assert.strict;
modules.assert = assert;
modules['assert/strict'] = strict;

