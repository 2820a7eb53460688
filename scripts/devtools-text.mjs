// evloop — the text Chrome DevTools' console shows for a console.log call, made from the
// arguments as the DevTools protocol delivers them (Runtime.consoleAPICalled: RemoteObjects
// with V8's previews). It follows devtools-frontend's ConsoleFormat.format (format
// specifiers), ConsoleViewMessage.formatParameter (one argument) and
// RemoteObjectPreviewFormatter (the one-line preview of an object), written here for text:
// the collapsed first line a learner reads, `(2) ['milk', 'bread']`, `{url: '/a'}`.
// scripts/record-browser-corpus.mjs records browser programs' output with it; evloop's
// browser host writes the same text (core/js/devtools_format.cpp).
//
// Not covered (the recorder falls back to Playwright's text for them, see consoleText):
// functions, errors and DOM nodes as arguments (DevTools draws source links and element
// trees there, not one line of text).

// Platform.StringUtilities.formatAsJSLiteral: single quotes unless the text has one, then
// double quotes unless it has one too, then backquotes unless it has one or `${`.
export function jsLiteral(content) {
  const escapes = new Map([['\b', '\\b'], ['\f', '\\f'], ['\n', '\\n'], ['\r', '\\r'], ['\t', '\\t'],
    ['\v', '\\v'], ["'", "\\'"], ['\\', '\\\\'], ['<!--', '\\x3C!--'], ['<script', '\\x3Cscript'], ['</script', '\\x3C/script']]);
  const hex = (code, width) => code.toString(16).toUpperCase().padStart(width, '0');
  const escape = (match, pattern, control, surrogate) => {
    if (control) return escapes.get(control) ?? `\\x${hex(control.charCodeAt(0), 2)}`;
    if (surrogate) return `\\u${hex(surrogate.charCodeAt(0), 4)}`;
    if (pattern) return escapes.get(pattern) ?? '';
    return match;
  };
  const plain = /(\\|<(?:!--|\/?script))|(\p{Control})|(\p{Surrogate})/gu;
  const withQuote = /(\\|'|<(?:!--|\/?script))|(\p{Control})|(\p{Surrogate})/gu;
  if (!content.includes("'")) return `'${content.replaceAll(plain, escape)}'`;
  if (!content.includes('"')) return `"${content.replaceAll(plain, escape)}"`;
  if (!content.includes('`') && !content.includes('${')) return `\`${content.replaceAll(plain, escape)}\``;
  return `'${content.replaceAll(withQuote, escape)}'`;
}

// RemoteObjectPreviewFormatter.renderPropertyPreview: a value inside a preview.
function propertyPreview(type, subtype, description) {
  if (type === 'accessor') return '(...)';
  if (type === 'function') return '\u0192';
  if (type === 'string') return jsLiteral(description ?? '');
  if (type === 'object' && !subtype) {
    const parts = (description ?? '').split('.');
    if (parts.length === 1 && parts[0] === 'Object') return '{…}';
    // trimMiddle(part, 3) for every part but the last
    return parts.map((p, i) => (i < parts.length - 1 && p.length > 3 ? `${p[0]}…${p[p.length - 1]}` : p)).join('.');
  }
  return description;
}

const ARRAY_INDEX = (name, length) => {
  const index = Number(name) >>> 0;
  return String(index) === name && index < length ? index : -1;
};

// RemoteObject.arrayLength: the number in "Array(3)".
function arrayLength(preview) {
  const m = /\((\d+)\)$/.exec(preview.description ?? '');
  return m ? Number(m[1]) : 0;
}

// Sorting of preview properties: internal slots first, then data, functions and #private last.
function sortKey(p) {
  if (p.name === '[[PromiseState]]') return 1;
  if (p.name === '[[PromiseResult]]') return 2;
  if (p.name === '[[GeneratorState]]' || p.name === '[[PrimitiveValue]]' || p.name === '[[WeakRefTarget]]') return 3;
  if (p.type !== 'function' && !p.name.startsWith('#')) return 4;
  return 5;
}

function renderName(name) {
  return /^\s|\s$|^$|\n/.test(name) ? `"${name.replace(/\n/g, '\u21B5')}"` : name;
}

// RemoteObjectPreviewFormatter.renderObjectPreview
export function objectPreview(preview) {
  const noValuePreview = new Set(['arraybuffer', 'dataview', 'error', 'null', 'regexp', 'webassemblymemory', 'internal#entry', 'trustedtype']);
  if (preview.type !== 'object' || (preview.subtype && noValuePreview.has(preview.subtype)))
    return propertyPreview(preview.type, preview.subtype, preview.description);
  const isArray = preview.subtype === 'array' || preview.subtype === 'typedarray';
  let prefix = '';
  if (preview.description) {
    if (isArray) {
      const length = arrayLength(preview);
      const lengthText = length > 1 ? `(${length})` : '';
      const name = preview.description.replace(/\(\d+\)$/, '').replace(/\[\d+\]$/, '');
      prefix = name === 'Array' ? lengthText : name + lengthText;
    } else if (preview.description !== 'Object') {
      prefix = preview.description;
    }
  }
  const items = [];
  const item = (name, value) => (name !== undefined ? `${renderName(name)}${value ? ': ' : ''}` : '') + (value ? propertyPreview(value.type, value.subtype, value.value) : '');
  if (preview.entries) {
    for (const e of preview.entries) {
      items.push((e.key ? `${propertyPreview(e.key.type, e.key.subtype, e.key.description)} => ` : '') + propertyPreview(e.value.type, e.value.subtype, e.value.description));
    }
  } else if (isArray) {
    const length = arrayLength(preview);
    const indexed = preview.properties.filter((p) => ARRAY_INDEX(p.name, length) !== -1)
      .sort((a, b) => ARRAY_INDEX(a.name, length) - ARRAY_INDEX(b.name, length));
    const others = preview.properties.filter((p) => ARRAY_INDEX(p.name, length) === -1).sort((a, b) => sortKey(a) - sortKey(b));
    const canShowGaps = !preview.overflow;
    const gap = (n) => (n !== 1 ? `empty × ${n}` : 'empty');
    let last = -1;
    let count = 0;
    for (const p of indexed) {
      const index = ARRAY_INDEX(p.name, length);
      const hasGaps = index !== count;
      if (canShowGaps && index - last - 1 > 0) items.push(gap(index - last - 1));
      items.push(item(!canShowGaps && hasGaps ? p.name : undefined, p));
      last = index;
      count++;
    }
    if (canShowGaps && length - last - 1 > 0) items.push(gap(length - last - 1));
    for (const p of others) items.push(item(p.name, p));
  } else {
    const props = preview.properties.filter((p) => p.type !== 'accessor').sort((a, b) => sortKey(a) - sortKey(b));
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (preview.subtype === 'promise' && p.name === '[[PromiseState]]') {
        const result = props[i + 1]?.name === '[[PromiseResult]]' ? props[i + 1] : undefined;
        if (result) i++;
        items.push(item(`<${p.value}>`, p.value !== 'pending' ? result : undefined));
      } else if (preview.subtype === 'generator' && p.name === '[[GeneratorState]]') {
        items.push(item(`<${p.value}>`));
      } else if (p.name === '[[PrimitiveValue]]') {
        items.push(item(undefined, p));
      } else if (p.name === '[[WeakRefTarget]]') {
        items.push(p.type === 'undefined' ? item('<cleared>') : item(undefined, p));
      } else {
        items.push(item(p.name, p));
      }
    }
  }
  const open = isArray ? '[' : '{';
  const close = isArray ? ']' : '}';
  const overflow = preview.overflow ? (items.length > 0 ? ', …' : '…') : '';
  return `${prefix ? `${prefix} ` : ''}${open}${items.join(', ')}${overflow}${close}`;
}

// One argument outside a format string (ConsoleViewMessage.formatParameter), or null for
// the kinds DevTools does not show as one line of text. A string is quoted
// (formatParameterAsString), except after a format string, which inlines them.
export function parameterText(arg, inline = false) {
  switch (arg.type) {
  case 'string': return inline ? arg.value : jsLiteral(arg.value);
  case 'undefined': return 'undefined';
  case 'boolean': return String(arg.value);
  case 'number': case 'bigint': case 'symbol': return arg.description ?? String(arg.value);
  case 'function': return null;
  case 'object':
    if (arg.subtype === 'null') return 'null';
    if (arg.subtype === 'error' || arg.subtype === 'node') return null;
    if (arg.subtype === 'date' || arg.subtype === 'regexp') return arg.description; // formatParameterAsValue
    if (arg.preview) return objectPreview(arg.preview);
    return arg.description ?? null;
  default: return null;
  }
}

// The ANSI colour codes ConsoleFormat turns into styles (others stay in the text).
const ANSI_STYLES = new Set([30, 31, 32, 33, 34, 35, 36, 37, 39, 90, 91, 92, 93, 94, 95, 96, 97,
  40, 41, 42, 43, 44, 45, 46, 47, 49, 100, 101, 102, 103, 104, 105, 106, 107]);

// The whole message: ConsoleFormat.format over a first string argument (V8 has already
// converted the arguments of %s, %d, %i and %f), then the other arguments, space-separated.
// null when an argument has no one-line text.
export function consoleText(args) {
  const parts = [];
  let rest = args;
  const formatted = args.length > 0 && args[0].type === 'string';
  if (formatted) {
    let fmt = args[0].value;
    let out = '';
    let next = 1;
    const re = /%([%_Oocsdfi])|\x1B\[(\d+)m/;
    for (let m = re.exec(fmt); m !== null; m = re.exec(fmt)) {
      out += fmt.substring(0, m.index);
      let substitution;
      const spec = m[1];
      if (spec === '%') {
        out += '%';
        substitution = '';
      } else if (spec === 's' && next < args.length) {
        const a = args[next++];
        substitution = a.type === 'string' ? a.value : (a.description ?? String(a.value));
      } else if (spec === 'c' && next < args.length) {
        next++;
        substitution = '';
      } else if ((spec === 'o' || spec === 'O') && next < args.length) {
        const text = parameterText(args[next++]);
        if (text === null) return null;
        out += text;
        substitution = '';
      } else if (spec === '_' && next < args.length) {
        next++;
        substitution = '';
      } else if ((spec === 'd' || spec === 'f' || spec === 'i') && next < args.length) {
        const { value } = args[next++];
        let n = typeof value !== 'number' ? NaN : value;
        if (spec !== 'f') n = Math.floor(n);
        substitution = n;
      } else if (spec === undefined && ANSI_STYLES.has(Number(m[2]))) {
        substitution = ''; // a colour: style only
      }
      if (substitution === undefined) {
        out += m[0];
        substitution = '';
      }
      fmt = substitution + m.input.substring(m.index + m[0].length);
    }
    out += fmt;
    parts.push(out);
    rest = args.slice(next);
  }
  for (const a of rest) {
    const text = parameterText(a, formatted);
    if (text === null) return null;
    parts.push(text);
  }
  return parts.join(' ');
}
