// ---------------------------------------------------------------------------------------
// HTML: a small parser for the page's body (`// @html …`) and innerHTML.

function decodeEntities(s) {
  if (s.indexOf('&') === -1) return s;
  const names = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '\u00a9', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013' };
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '&') {
      const end = s.indexOf(';', i);
      if (end !== -1 && end - i < 10) {
        const name = s.slice(i + 1, end);
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          if (code === code) { out += String.fromCodePoint(code); i = end; continue; }
        } else if (names[name] !== undefined) { out += names[name]; i = end; continue; }
      }
    }
    out += s[i];
  }
  return out;
}
function isSpace(c) { return c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f'; }
const tableSections = ['tbody', 'thead', 'tfoot'];
const tableParts = ['tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'col', 'colgroup'];
// Start tags that close an open <p> (HTML §13.2.6.4.7 "in body").
const closesP = ['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'form', 'li', 'dd', 'dt', 'plaintext', 'table', 'hr', 'xmp'];
const buttonScope = ['button', 'applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'body'];
const specialTags = closesP.concat(['applet', 'area', 'base', 'body', 'br', 'button', 'caption', 'col', 'colgroup', 'embed', 'html',
  'iframe', 'img', 'input', 'link', 'marquee', 'meta', 'object', 'select', 'style', 'tbody', 'td', 'template', 'textarea', 'tfoot',
  'th', 'thead', 'title', 'tr', 'wbr', 'script']);
function parseHTML(html, parent, contextTag) {
  const added = [];
  const stack = [parent];
  let i = 0;
  const top = () => stack[stack.length - 1];
  const add = (node) => { const p = top(); node._parent = p; p._children.push(node); if (p === parent) added.push(node); };
  // The tag of the current node; the fragment's own element is the context element.
  const tagAt = (k) => {
    const n = stack[k];
    if (n === parent) return contextTag || (n._template ? 'template' : n._tag || 'body');
    return n._template ? 'template' : n._tag || 'template';
  };
  const current = () => tagAt(stack.length - 1);
  const popUntil = (name) => { for (let k = stack.length - 1; k > 0; k--) if (tagAt(k) === name) { stack.length = k; return true; } return false; };
  // "has an element in (button) scope": `name` is open below the nearest scope boundary.
  const inScope = (name, boundaries) => {
    for (let k = stack.length - 1; k >= 0; k--) {
      const t = tagAt(k);
      if (t === name) return k > 0;
      if (boundaries.indexOf(t) !== -1) return false;
    }
    return false;
  };
  const implied = (tag) => {
    const el = makeElement(tag);
    add(el);
    stack.push(el);
  };
  // HTML §13.2.6 tree construction, the rules a snippet of innerHTML meets most: start
  // tags that close an open p, li, dt/dd, option or heading; table parts that imply a
  // tbody or tr, and that are ignored outside a table. Returns false to drop the tag.
  const treeConstruction = (tag) => {
    let cur = current();
    if (tableParts.indexOf(tag) !== -1) {
      if (cur === 'td' || cur === 'th') { if (tag === 'td' || tag === 'th' || tag === 'tr' || tableSections.indexOf(tag) !== -1) { popUntil(cur); cur = current(); } }
      if (cur === 'tr' && (tag === 'tr' || tableSections.indexOf(tag) !== -1)) { popUntil('tr'); cur = current(); }
      if (tableSections.indexOf(cur) !== -1 && tableSections.indexOf(tag) !== -1) { popUntil(cur); cur = current(); }
      if (cur === 'table' && (tag === 'tr' || tag === 'td' || tag === 'th')) { implied('tbody'); cur = 'tbody'; }
      if (tableSections.indexOf(cur) !== -1 && (tag === 'td' || tag === 'th')) { implied('tr'); cur = 'tr'; }
      if (cur !== 'table' && cur !== 'template' && tableSections.indexOf(cur) === -1 && cur !== 'tr' && (cur !== 'colgroup' || tag !== 'col')) return false;
      return true;
    }
    if (tag === 'li' || tag === 'dt' || tag === 'dd') {
      const closes = tag === 'li' ? ['li'] : ['dt', 'dd'];
      for (let k = stack.length - 1; k > 0; k--) {
        const t = tagAt(k);
        if (closes.indexOf(t) !== -1) { stack.length = k; break; }
        if (specialTags.indexOf(t) !== -1 && t !== 'address' && t !== 'div' && t !== 'p') break;
      }
    }
    if (closesP.indexOf(tag) !== -1 && inScope('p', buttonScope)) popUntil('p');
    if (/^h[1-6]$/.test(tag) && /^h[1-6]$/.test(current())) stack.length--;
    if (tag === 'option' && current() === 'option') stack.length--;
    if (tag === 'optgroup') { if (current() === 'option') stack.length--; if (current() === 'optgroup') stack.length--; }
    return true;
  };
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const e = html.indexOf('-->', i + 4);
      add(new Comment(html.slice(i + 4, e === -1 ? html.length : e)));
      i = e === -1 ? html.length : e + 3;
      continue;
    }
    if (html[i] === '<' && html[i + 1] === '/') {
      const e = html.indexOf('>', i);
      const name = html.slice(i + 2, e === -1 ? html.length : e).trim().toLowerCase();
      i = e === -1 ? html.length : e + 1;
      for (let k = stack.length - 1; k > 0; k--) if ((stack[k]._template ? 'template' : stack[k]._tag) === name) { stack.length = k; break; }
      continue;
    }
    if (html[i] === '<' && /* a tag */ ((html[i + 1] >= 'a' && html[i + 1] <= 'z') || (html[i + 1] >= 'A' && html[i + 1] <= 'Z'))) {
      let j = i + 1;
      while (j < html.length && !isSpace(html[j]) && html[j] !== '>' && html[j] !== '/') j++;
      const el = makeElement(html.slice(i + 1, j));
      if (customDefinitions.size) enqueueUpgrade(el);
      let selfClosing = false;
      for (;;) {
        while (j < html.length && isSpace(html[j])) j++;
        if (j >= html.length) break;
        if (html[j] === '>') { j++; break; }
        if (html[j] === '/') { selfClosing = true; j++; continue; }
        let k = j;
        while (k < html.length && !isSpace(html[k]) && html[k] !== '=' && html[k] !== '>' && html[k] !== '/') k++;
        const name = html.slice(j, k).toLowerCase();
        let value = '';
        j = k;
        while (j < html.length && isSpace(html[j])) j++;
        if (html[j] === '=') {
          j++;
          while (j < html.length && isSpace(html[j])) j++;
          const q = html[j];
          if (q === '"' || q === "'") { const e = html.indexOf(q, j + 1); value = html.slice(j + 1, e === -1 ? html.length : e); j = e === -1 ? html.length : e + 1; }
          else { k = j; while (k < html.length && !isSpace(html[k]) && html[k] !== '>') k++; value = html.slice(j, k); j = k; }
        }
        if (name && !el._attrs.has(name)) { el._attrs.set(name, decodeEntities(value)); contentHandlerChanged(el, name, el._attrs.get(name)); }
      }
      if (!treeConstruction(el._tag)) { i = j; continue; }
      add(el);
      if (el._attrs.has('style')) { const css = el._attrs.get('style'); el.style.cssText = css; }
      if (el._tag === 'template') { const content = el.content; Object.defineProperty(content, '_template', { value: el }); stack.push(content); }
      else if (!selfClosing && voidElements.indexOf(el._tag) === -1) stack.push(el);
      i = j;
      continue;
    }
    let e = html.indexOf('<', i + 1);
    if (e === -1) e = html.length;
    add(new Text(decodeEntities(html.slice(i, e))));
    i = e;
  }
  return added;
}
// HTML §13.3 Serializing HTML fragments: "escaping a string" in text and in attribute
// values (with "), and raw text in <style> and <script>.
function escapeText(s, attribute) {
  let o = '';
  for (const c of s) o += c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '\u00a0' ? '&nbsp;' : attribute && c === '"' ? '&quot;' : c;
  return o;
}
const rawTextElements = ['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'];
function serialize(node, visibleOnly) {
  if (node instanceof Text) return node.parentNode && rawTextElements.indexOf(node.parentNode._tag) !== -1 ? node._data : escapeText(node._data);
  if (node instanceof Comment) return visibleOnly ? '' : '<!--' + node._data + '-->';
  if (!(node instanceof Element)) return '';
  if (visibleOnly && (node._tag === 'script' || node._tag === 'style' || node._tag === 'template' || node.hasAttribute('hidden') || node.style.display === 'none' || node.style.visibility === 'hidden')) return '';
  let out = '<' + node._tag;
  for (const [k, v] of node._attrs) out += ' ' + k + '="' + escapeText(v, true) + '"';
  out += '>';
  if (voidElements.indexOf(node._tag) !== -1) return out;
  for (const c of (node._tag === 'template' ? node.content : node)._children) out += serialize(c, visibleOnly);
  return out + '</' + node._tag + '>';
}

