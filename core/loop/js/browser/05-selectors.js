// ---------------------------------------------------------------------------------------
// Selectors Level 4 https://drafts.csswg.org/selectors-4/ — the selectors that
// querySelector(All), matches, closest and the <style> rules of getComputedStyle use.
// A selector list is parsed into complex selectors, each a list of compound selectors
// with the combinator to their left; matching goes right to left. querySelectorAll
// walks the tree in document order and keeps the elements some complex selector matches.
// SIMPLIFIED: no namespaces, no :has(), no "of S" in :nth-child(); pseudo-elements parse
// and never match; :hover/:active/:visited never match (evloop has no pointer position).

const selectorCache = new Map();
function isNameStart(c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c >= '\u0080'; }
function isNameChar(c) { return isNameStart(c) || (c >= '0' && c <= '9') || c === '-'; }
// Throws this (caught by parseSelectorList) for any syntax error.
const selectorSyntaxError = { selectorSyntaxError: true };
const unsupportedSelector = { unsupported: '' };
class SelectorParser {
  constructor(text) { this.s = text; this.i = 0; }
  peek() { return this.s[this.i]; }
  skipSpace() { const start = this.i; while (this.i < this.s.length && isSpace(this.s[this.i])) this.i++; return this.i > start; }
  fail() { throw selectorSyntaxError; }
  // 4.3.11 ident-token (with the escapes of 4.3.7)
  ident() {
    const s = this.s;
    let out = '';
    const start = this.i;
    const escape = () => {
      this.i++;
      if (this.i >= s.length) { out += '\ufffd'; return; }
      let hex = '';
      while (hex.length < 6 && /[0-9a-fA-F]/.test(s[this.i] || '')) hex += s[this.i++];
      if (hex) { const cp = parseInt(hex, 16); out += cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp); if (isSpace(s[this.i] || 'x')) this.i++; }
      else if (s[this.i] === '\n') this.fail();
      else out += s[this.i++];
    };
    if (s[this.i] === '-') { out += '-'; this.i++; }
    if (s[this.i] === '\\') escape();
    else if (s[this.i] === '-' && out === '-') { out += '-'; this.i++; }
    else if (isNameStart(s[this.i] || '')) out += s[this.i++];
    else { this.i = start; this.fail(); }
    for (;;) {
      const c = s[this.i];
      if (c === undefined) break;
      if (c === '\\') escape();
      else if (isNameChar(c)) { out += c; this.i++; }
      else break;
    }
    return out;
  }
  string() {
    const q = this.s[this.i++];
    let out = '';
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined) return out; // an unclosed string ends at the end (CSS Syntax 4.3.5)
      if (c === q) return out;
      if (c === '\n') this.fail();
      if (c === '\\') { const n = this.s[this.i]; if (n === undefined) continue; if (n === '\n') { this.i++; continue; } this.i--; out += this.escapeIn(); continue; }
      out += c;
    }
  }
  escapeIn() {
    // at a backslash inside a string
    this.i++;
    let hex = '';
    while (hex.length < 6 && /[0-9a-fA-F]/.test(this.s[this.i] || '')) hex += this.s[this.i++];
    if (hex) { if (isSpace(this.s[this.i] || 'x')) this.i++; const cp = parseInt(hex, 16); return cp === 0 || cp > 0x10ffff ? '\ufffd' : String.fromCodePoint(cp); }
    return this.s[this.i++];
  }
  // <selector-list> = <complex-selector>#
  list(nested) {
    const out = [];
    for (;;) {
      this.skipSpace();
      out.push(this.complex());
      this.skipSpace();
      if (this.peek() === ',') { this.i++; continue; }
      if (this.i >= this.s.length || (nested && this.peek() === ')')) return out;
      this.fail();
    }
  }
  // <complex-selector> = <compound-selector> [ <combinator>? <compound-selector> ]*
  complex() {
    const parts = [{ comb: null, c: this.compound() }];
    for (;;) {
      const space = this.skipSpace();
      const c = this.peek();
      if (c === '>' || c === '+' || c === '~') { this.i++; this.skipSpace(); parts.push({ comb: c, c: this.compound() }); continue; }
      if (c === undefined || c === ',' || c === ')') return parts;
      if (!space) this.fail();
      parts.push({ comb: ' ', c: this.compound() });
    }
  }
  // <compound-selector> = [ <type-selector>? <subclass-selector>* <pseudo-element>* ]!
  compound() {
    const c = { tag: null, ids: [], classes: [], attrs: [], pseudos: [], element: false };
    let any = false;
    if (this.peek() === '*') { this.i++; any = true; }
    else if (isNameStart(this.peek() || '') || this.peek() === '-' || this.peek() === '\\') { c.tag = this.ident().toLowerCase(); any = true; }
    for (;;) {
      const ch = this.peek();
      if (ch === '#') { this.i++; c.ids.push(this.ident()); }
      else if (ch === '.') { this.i++; c.classes.push(this.ident()); }
      else if (ch === '[') { this.i++; c.attrs.push(this.attribute()); }
      else if (ch === ':' && this.s[this.i + 1] === ':') { this.i += 2; this.ident(); c.element = true; if (this.peek() === '(') this.fail(); }
      else if (ch === ':') { this.i++; c.pseudos.push(this.pseudo()); }
      else break;
      any = true;
    }
    if (!any) this.fail();
    return c;
  }
  // <attribute-selector> = '[' <wq-name> ']' | '[' <wq-name> <attr-matcher> [ <string-token> | <ident-token> ] <attr-modifier>? ']'
  attribute() {
    this.skipSpace();
    const name = this.ident().toLowerCase();
    this.skipSpace();
    let op = this.peek();
    // An unclosed [ or ( at the end of the text is closed there (CSS Syntax 5.4.8).
    if (op === ']' || op === undefined) { this.i++; return { name, op: null }; }
    if ('~|^$*'.indexOf(op) !== -1) { this.i++; if (this.peek() !== '=') this.fail(); this.i++; }
    else if (op === '=') this.i++;
    else this.fail();
    this.skipSpace();
    const value = this.peek() === '"' || this.peek() === "'" ? this.string() : this.ident();
    this.skipSpace();
    let insensitive = false;
    if (this.peek() !== ']' && this.peek() !== undefined) { const flag = this.ident().toLowerCase(); if (flag !== 'i' && flag !== 's') this.fail(); insensitive = flag === 'i'; this.skipSpace(); }
    if (this.peek() !== ']' && this.peek() !== undefined) this.fail();
    this.i++;
    return { name, op, value, insensitive };
  }
  pseudo() {
    const name = this.ident().toLowerCase();
    if (this.peek() !== '(') {
      if (simplePseudos.indexOf(name) === -1) this.fail();
      return { name };
    }
    this.i++;
    let arg;
    if (name === 'not' || name === 'is' || name === 'where' || name === 'matches') arg = this.list(true);
    else if (name === 'nth-child' || name === 'nth-last-child' || name === 'nth-of-type' || name === 'nth-last-of-type') arg = this.nth();
    else if (name === 'has') { unsupportedSelector.unsupported = ':has()'; throw unsupportedSelector; }
    else this.fail();
    this.skipSpace();
    if (this.peek() !== ')' && this.peek() !== undefined) this.fail();
    this.i++;
    return { name, arg };
  }
  // 6.2 The An+B microsyntax https://drafts.csswg.org/css-syntax-3/#anb-microsyntax
  nth() {
    this.skipSpace();
    const start = this.i;
    while (this.i < this.s.length && /[0-9a-zA-Z+\- ]/.test(this.s[this.i]) && this.s[this.i] !== ')') this.i++;
    const text = this.s.slice(start, this.i).trim().toLowerCase();
    if (text === 'odd') return { a: 2, b: 1 };
    if (text === 'even') return { a: 2, b: 0 };
    const m = /^([+-]?)(\d*)n(?:\s*([+-])\s*(\d+))?$/.exec(text);
    if (m && !(m[1] && /\s/.test(text.slice(0, 1)))) {
      const a = (m[1] === '-' ? -1 : 1) * (m[2] === '' ? 1 : Number(m[2]));
      const b = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
      return { a, b };
    }
    if (/^[+-]?\d+$/.test(text)) return { a: 0, b: Number(text) };
    this.fail();
  }
}
const simplePseudos = ['first-child', 'last-child', 'only-child', 'first-of-type', 'last-of-type', 'only-of-type', 'empty', 'checked',
  'disabled', 'enabled', 'root', 'scope', 'focus', 'focus-visible', 'focus-within', 'hover', 'active', 'visited', 'link', 'any-link',
  'required', 'optional', 'read-only', 'read-write', 'placeholder-shown', 'defined', 'target', 'indeterminate', 'default', 'valid', 'invalid'];

// Parses `text`, or throws the SyntaxError DOMException Chromium throws from `api` on `iface`.
function parseSelectorList(text, api, iface) {
  text = String(text);
  const cached = selectorCache.get(text);
  if (cached) return cached;
  if (text === '') throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': The provided selector is empty.");
  let list = null;
  let failure = null;
  try { list = new SelectorParser(text).list(false); }
  catch (e) { failure = e; }
  if (failure === unsupportedSelector)
    throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': '" + text + "' uses " + failure.unsupported + ", which evloop does not support yet.");
  if (failure === selectorSyntaxError)
    throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': '" + text + "' is not a valid selector.");
  if (failure) throw failure;
  if (selectorCache.size > 500) selectorCache.clear();
  selectorCache.set(text, list);
  return list;
}
function interfaceName(node) { return node instanceof Document ? 'Document' : node instanceof DocumentFragment ? 'DocumentFragment' : 'Element'; }

function elementSiblings(el) { return el._parent ? el._parent._children.filter((c) => c instanceof Element) : [el]; }
// :nth-child(An+B): is there an n >= 0 with An+B = index (1-based)?
function nthMatches(nth, index) {
  if (nth.a === 0) return index === nth.b;
  const n = (index - nth.b) / nth.a;
  return n >= 0 && Number.isInteger(n);
}
const disableableTags = ['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset'];
function isDisabled(el) {
  if (el.hasAttribute('disabled')) return true;
  // A control inside a disabled <fieldset> is disabled too (except inside its first <legend>; SIMPLIFIED: ignored).
  if (el._tag !== 'fieldset') for (let p = el._parent; p instanceof Element; p = p._parent) if (p._tag === 'fieldset' && p.hasAttribute('disabled')) return true;
  return false;
}
function matchesPseudo(el, p, scope) {
  switch (p.name) {
    case 'not': return !p.arg.some((complex) => matchesComplex(el, complex, complex.length - 1, scope));
    case 'is': case 'where': case 'matches': return p.arg.some((complex) => matchesComplex(el, complex, complex.length - 1, scope));
    case 'first-child': return elementSiblings(el)[0] === el;
    case 'last-child': { const s = elementSiblings(el); return s[s.length - 1] === el; }
    case 'only-child': return elementSiblings(el).length === 1;
    case 'nth-child': return nthMatches(p.arg, elementSiblings(el).indexOf(el) + 1);
    case 'nth-last-child': { const s = elementSiblings(el); return nthMatches(p.arg, s.length - s.indexOf(el)); }
    case 'first-of-type': case 'last-of-type': case 'only-of-type': case 'nth-of-type': case 'nth-last-of-type': {
      const s = elementSiblings(el).filter((c) => c._tag === el._tag);
      const i = s.indexOf(el);
      if (p.name === 'first-of-type') return i === 0;
      if (p.name === 'last-of-type') return i === s.length - 1;
      if (p.name === 'only-of-type') return s.length === 1;
      return nthMatches(p.arg, p.name === 'nth-of-type' ? i + 1 : s.length - i);
    }
    case 'empty': return el._children.every((c) => !(c instanceof Element) && !(c instanceof Text && c.data !== ''));
    case 'checked':
      if (el._tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
      return el._tag === 'option' && el.selected;
    case 'disabled': return disableableTags.indexOf(el._tag) !== -1 && isDisabled(el);
    case 'enabled': return disableableTags.indexOf(el._tag) !== -1 && !isDisabled(el);
    case 'root': return el._parent === document;
    case 'scope': return scope ? el === scope : el._parent === document;
    case 'focus': case 'focus-visible': return document._active === el;
    case 'focus-within': for (let a = document._active; a; a = a._parent) if (a === el) return true; return false;
    case 'link': case 'any-link': return (el._tag === 'a' || el._tag === 'area') && el.hasAttribute('href');
    case 'required': return ['input', 'select', 'textarea'].indexOf(el._tag) !== -1 && el.hasAttribute('required');
    case 'optional': return ['input', 'select', 'textarea'].indexOf(el._tag) !== -1 && !el.hasAttribute('required');
    case 'read-write': return (el._tag === 'input' || el._tag === 'textarea') && !el.hasAttribute('readonly') && !isDisabled(el);
    case 'read-only': return !((el._tag === 'input' || el._tag === 'textarea') && !el.hasAttribute('readonly') && !isDisabled(el));
    case 'placeholder-shown': return (el._tag === 'input' || el._tag === 'textarea') && el.hasAttribute('placeholder') && el.value === '';
    case 'defined': return true;
    default: return false; // :hover, :active, :visited, :target, ...
  }
}
function matchesAttribute(el, a) {
  let v = el.getAttribute(a.name);
  if (v === null) return false;
  if (a.op === null) return true;
  let want = a.value;
  if (a.insensitive) { v = v.toLowerCase(); want = want.toLowerCase(); }
  switch (a.op) {
    case '=': return v === want;
    case '~': return want !== '' && v.split(/[ \t\n\r\f]+/).indexOf(want) !== -1;
    case '|': return v === want || v.startsWith(want + '-');
    case '^': return want !== '' && v.startsWith(want);
    case '$': return want !== '' && v.endsWith(want);
    case '*': return want !== '' && v.indexOf(want) !== -1;
  }
  return false;
}
function matchesCompound(el, c, scope) {
  if (c.element) return false;
  if (c.tag !== null && el._tag !== c.tag) return false;
  for (const id of c.ids) if (el.getAttribute('id') !== id) return false;
  if (c.classes.length) { const cl = (el.getAttribute('class') || '').split(/[ \t\n\r\f]+/); for (const k of c.classes) if (cl.indexOf(k) === -1) return false; }
  for (const a of c.attrs) if (!matchesAttribute(el, a)) return false;
  for (const p of c.pseudos) if (!matchesPseudo(el, p, scope)) return false;
  return true;
}
// Does parts[0..k] match with parts[k] matching el?
function matchesComplex(el, parts, k, scope) {
  if (!matchesCompound(el, parts[k].c, scope)) return false;
  if (k === 0) return true;
  const comb = parts[k].comb;
  if (comb === '>') { const p = el._parent; return p instanceof Element && matchesComplex(p, parts, k - 1, scope); }
  if (comb === ' ') { for (let p = el._parent; p instanceof Element; p = p._parent) if (matchesComplex(p, parts, k - 1, scope)) return true; return false; }
  if (comb === '+') { const s = el.previousElementSibling; return s !== null && matchesComplex(s, parts, k - 1, scope); }
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (matchesComplex(s, parts, k - 1, scope)) return true;
  return false;
}
function matchesSelectorList(el, list, scope) {
  if (!(el instanceof Element)) return false;
  for (const complex of list) if (matchesComplex(el, complex, complex.length - 1, scope)) return true;
  return false;
}
// Element.matches / closest https://dom.spec.whatwg.org/#dom-element-matches
function matches(el, selector, api) { return matchesSelectorList(el, parseSelectorList(selector, api || 'matches', 'Element'), el); }
// 4.2.6 Mixin ParentNode: querySelectorAll https://dom.spec.whatwg.org/#scope-match-a-selectors-string
function querySelectorAll(root, selector, api) {
  const list = parseSelectorList(selector, api || 'querySelectorAll', interfaceName(root));
  const scope = root instanceof Element ? root : null;
  const out = [];
  const walk = (n) => { for (const c of n._children) { if (c instanceof Element) { if (matchesSelectorList(c, list, scope)) out.push(c); walk(c); } } };
  walk(root);
  return out;
}
function querySelector(root, selector) { return querySelectorAll(root, selector, 'querySelector')[0] || null; }
// The elements getElementsByTagName/ClassName list now (the methods wrap them in live collections).
function getElementsByTagName(root, tag) {
  tag = String(tag).toLowerCase();
  const out = [];
  const walk = (n) => { for (const c of n._children) if (c instanceof Element) { if (tag === '*' || c._tag === tag) out.push(c); walk(c); } };
  walk(root);
  return out;
}
function getElementsByClassName(root, names) {
  const wanted = String(names).split(/[ \t\n\r\f]+/).filter(Boolean);
  const out = [];
  const walk = (n) => {
    for (const c of n._children) if (c instanceof Element) {
      const cl = (c.getAttribute('class') || '').split(/[ \t\n\r\f]+/);
      if (wanted.length && wanted.every((w) => cl.indexOf(w) !== -1)) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

