// An html`` tag escapes interpolated values but not the template's own markup.
const escapeHtml = (value) => String(value)
  .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
class SafeHtml { constructor(text) { this.text = text; } toString() { return this.text; } }
function html(strings, ...values) {
  let out = strings[0];
  values.forEach((value, i) => {
    const piece = value instanceof SafeHtml ? value.text
      : Array.isArray(value) ? value.map((v) => (v instanceof SafeHtml ? v.text : escapeHtml(v))).join('')
        : escapeHtml(value);
    out += piece + strings[i + 1];
  });
  return new SafeHtml(out);
}
const user = { name: '<script>alert("x")</script>', bio: 'Tom & Jerry' };
const items = ['a<b', 'c&d'];
const page = html`<h1>${user.name}</h1>
<p title="${user.bio}">${user.bio}</p>
<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`;
console.log(String(page));
console.log(html`${1} + ${2} = ${1 + 2}`.text, html``.text === '', html`plain`.text);
const logs = [];
function log(strings, ...values) {
  logs.push(strings.reduce((acc, s, i) => acc + s + (i < values.length ? JSON.stringify(values[i]) : ''), ''));
}
log`user ${user.bio} has ${items.length} items: ${items}`;
log`nothing interpolated`;
console.log(logs);
