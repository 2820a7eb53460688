// Tagged templates: HTML escaping, a tiny SQL builder, dedent, and currency.
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function html(strings, ...values) {
  return strings.reduce((out, str, i) => {
    const v = values[i - 1];
    const rendered = Array.isArray(v) ? v.join('') : escapeHtml(v);
    return out + rendered + str;
  });
}

function sql(strings, ...values) {
  const text = strings.reduce((acc, s, i) => `${acc}$${i}${s}`);
  return { text, values };
}

function dedent(strings, ...values) {
  const raw = String.raw({ raw: strings.raw }, ...values);
  const lines = raw.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

const user = { name: 'O\'Brien <admin>', tags: ['a&b', 'c'] };
console.log(html`<p title="${user.name}">${user.name}</p><ul>${user.tags.map((t) => html`<li>${t}</li>`)}</ul>`);

const q = sql`SELECT * FROM users WHERE name = ${user.name} AND age > ${30} LIMIT ${10}`;
console.log(q.text);
console.log(q.values);

console.log(dedent`
    function greet() {
      return "hi \t ${user.tags.length}";
    }
`);

const tagInfo = (strings, ...vals) => ({ cooked: strings, raw: strings.raw, vals, frozen: Object.isFrozen(strings) });
console.log(tagInfo`a${1}\n${2}\u0041`);
const same = (s) => s;
const sites = [];
for (let i = 0; i < 2; i++) sites.push(same`x`);
console.log('same call site object:', sites[0] === sites[1], 'different site:', same`x` === same`x`);
console.log(String.raw`C:\new\table${'!'}`);
