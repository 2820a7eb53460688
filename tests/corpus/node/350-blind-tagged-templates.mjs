// Tagged templates: escaping, dedent, raw strings, a tiny sql builder
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
function html(strings, ...values) {
  return strings.reduce((out, str, i) => out + str + (i < values.length ? escapeHtml(values[i]) : ''), '');
}
const user = { name: '<script>alert("x")</script>', bio: "Tom & Jerry's" };
console.log(html`<p title="${user.bio}">${user.name}</p>`);

function sql(strings, ...values) {
  const text = strings.reduce((acc, s, i) => acc + '$' + i + s);
  return { text, values };
}
const q = sql`SELECT * FROM users WHERE id = ${42} AND role = ${'admin'}`;
console.log(JSON.stringify(q));

function dedent(strings, ...values) {
  const full = String.raw({ raw: strings.raw }, ...values);
  const lines = full.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
console.log(dedent`
    function hi() {
      return ${'"hi"'};
    }
`);

console.log(String.raw`C:\new\table ${1 + 1}`);
const tag = (s) => s;
const a = tag`x`;
const b = tag`x`;
const same = () => tag`y`;
console.log(a === b, same() === same(), Object.isFrozen(a), a.raw[0]);
console.log((function (s) { return s[0] === undefined && s.raw[0] === '\\unicode'; })`\unicode`);
const currency = (s, ...v) => s.map((str, i) => str + (i < v.length ? v[i].toFixed(2) : '')).join('');
console.log(currency`total: ${12.5} + tax ${1.005}`);
