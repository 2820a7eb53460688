// String processing: a mini template engine (mustache-like), word wrap, slugify with normalize('NFD'), tagged templates, case conversions
function render(tpl, ctx) {
  const lookup = (path, scopes) => {
    if (path === '.') return scopes[0];
    for (const s of scopes) {
      const v = path.split('.').reduce((o, k) => (o == null ? undefined : o[k]), s);
      if (v !== undefined) return v;
    }
    return '';
  };
  const esc = (s) => String(s).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
  const renderIn = (t, scopes) => t
    .replace(/\{\{([#^])\s*([\w.]+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g, (_, kind, name, inner) => {
      const v = lookup(name, scopes);
      const truthy = Array.isArray(v) ? v.length > 0 : !!v;
      if (kind === '^') return truthy ? '' : renderIn(inner, scopes);
      if (!truthy) return '';
      if (Array.isArray(v)) return v.map((item, i) => renderIn(inner, [{ ...(typeof item === 'object' ? item : {}), '@index': i, '@first': i === 0, '@last': i === v.length - 1 }, item, ...scopes])).join('');
      return renderIn(inner, typeof v === 'object' ? [v, ...scopes] : scopes);
    })
    .replace(/\{\{\{\s*([\w.@]+)\s*\}\}\}|\{\{\s*([\w.@]+)\s*(?:\|\s*(\w+))?\s*\}\}/g, (_, raw, name, filter) => {
      if (raw) return String(lookup(raw, scopes));
      let v = lookup(name, scopes);
      if (filter === 'upper') v = String(v).toUpperCase();
      else if (filter === 'money') v = Number(v).toFixed(2);
      else if (filter) throw new Error(`unknown filter "${filter}"`);
      return esc(v);
    });
  return renderIn(tpl, [ctx]);
}
const tpl = `<h1>{{title | upper}}</h1>
{{#items}}<li{{#@first}} class="first"{{/@first}}>{{@index}}. {{name}} — \${{price | money}}{{^inStock}} (sold out){{/inStock}}</li>
{{/items}}{{^items}}<p>No items</p>{{/items}}<footer>{{{footer}}} {{footer}} by {{owner.name}} {{missing.deep}}</footer>`;
console.log(render(tpl, { title: 'Tom & Jerry\'s <shop>', owner: { name: 'Ann' }, footer: '<b>bold</b>',
  items: [{ name: 'Cheese', price: 3.5, inStock: true }, { name: 'Trap', price: 12, inStock: false }, { name: '"Hole"', price: 0.1, inStock: true }] }));
console.log(render(tpl, { title: 'empty', items: [], footer: '' }));
try { render('{{x | nope}}', { x: 1 }); } catch (e) { console.log(e.message); }
function wrap(text, width) {
  const lines = [];
  for (const para of text.split(/\n\s*\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      let w = word;
      while (w.length > width) { if (line) { lines.push(line); line = ''; } lines.push(w.slice(0, width - 1) + '-'); w = w.slice(width - 1); }
      if (!line) line = w;
      else if (line.length + 1 + w.length <= width) line += ' ' + w;
      else { lines.push(line); line = w; }
    }
    if (line) lines.push(line);
    lines.push('');
  }
  lines.pop();
  return lines;
}
const text = 'The quick brown fox jumps over the lazy dog. Supercalifragilisticexpialidocious words must be hyphenated.\n\nSecond   paragraph\twith  odd   spacing.';
for (const l of wrap(text, 18)) console.log('|' + l.padEnd(18) + '|');
const slugify = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/æ/gi, 'ae').replace(/ø/gi, 'o')
  .toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
for (const t of ['Crème Brûlée & Café', '  Hello, World!!  ', 'Straße in Zürich', 'Ærø Ørsted', 'ﬁ ligature Ångström', '日本語 title 2024', '---']) console.log(JSON.stringify(t), '->', JSON.stringify(slugify(t)));
const caseConv = {
  camel: s => s.toLowerCase().replace(/[-_\s]+(.)?/g, (_, c) => c ? c.toUpperCase() : ''),
  snake: s => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-\s]+/g, '_').toLowerCase(),
  kebab: s => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase(),
  title: s => s.replace(/[-_]+/g, ' ').replace(/\b\w/g, c => c.toUpperCase()),
};
for (const s of ['background-color', 'userIDToken', 'HTTP_status code', 'already_snake']) console.log(s.padEnd(18), Object.entries(caseConv).map(([k, f]) => `${k}=${f(s)}`).join(' '));
function sql(strings, ...vals) {
  const params = [];
  const text = strings.reduce((acc, s, i) => acc + s + (i < vals.length ? (Array.isArray(vals[i]) ? vals[i].map(v => (params.push(v), '$' + params.length)).join(', ') : (params.push(vals[i]), '$' + params.length)) : ''), '');
  return { text, params, raw: strings.raw.join('?') };
}
const q = sql`SELECT * FROM users WHERE name = ${"O'Hara"} AND id IN (${[1, 2, 3]}) -- \n tab\t`;
console.log(JSON.stringify(q));
console.log(String.raw`C:\new\table ${1 + 1}`, 'x'.codePointAt(), '😀'.length, [...'😀👍🏽'].length, '😀'.codePointAt(0).toString(16), String.fromCodePoint(0x1f600) === '😀');
console.log('é' === 'é'.normalize('NFD'), 'é'.normalize('NFD').length, 'Ａ１'.normalize('NFKC'), 'İ'.toLowerCase().length, 'ß'.toUpperCase(), 'ǆ'.toUpperCase());
console.log('  pad '.trim().padStart(8, '*').padEnd(12, '-'), 'abc'.at(-1), 'a-b-c'.replaceAll('-', '+'), 'Hello'.split('').reverse().join(''), 'x,y,,z'.split(',', 3));
const counts = [...'mississippi'].reduce((m, c) => m.set(c, (m.get(c) || 0) + 1), new Map());
console.log([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c, n]) => c + n).join(''));
console.log('truncate', ['short', 'a much longer sentence that goes on'].map(s => s.length > 12 ? s.slice(0, 11).trimEnd() + '…' : s));
