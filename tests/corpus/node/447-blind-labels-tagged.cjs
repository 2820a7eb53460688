// Labelled loops and tagged templates
const grid = [
  [1, 2, 3, 4],
  [5, 6, -7, 8],
  [9, 10, 11, 12],
];

outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] < 0) {
      console.log(`first negative at (${r}, ${c}), stopping all loops`);
      break outer;
    }
    if (grid[r][c] % 2 === 0) continue;
    console.log('odd', grid[r][c]);
  }
}

let skipped = 0;
rows: for (const row of grid) {
  for (const v of row) {
    if (v > 9) {
      skipped++;
      continue rows;
    }
  }
  console.log('row without big values:', row.join());
}
console.log('rows skipped:', skipped);

block: {
  console.log('inside labelled block');
  if (grid.length) break block;
  console.log('not printed');
}

// tagged templates
function html(strings, ...values) {
  const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
  return strings.reduce((out, s, i) => out + s + (i < values.length ? esc(values[i]) : ''), '');
}
const user = '<script>alert("x")</script> & co';
console.log(html`<p title="${'a"b'}">Hello ${user}!</p>`);

function debug(strings, ...values) {
  console.log('strings:', strings, 'raw:', strings.raw, 'values:', values);
  return strings.length;
}
console.log(debug`a${1}\n${2}c`);
console.log(String.raw`C:\new\table${1 + 1}`);

function currency(strings, ...vals) {
  return strings.map((s, i) => s + (i < vals.length ? `$${vals[i].toFixed(2)}` : '')).join('');
}
const price = 9.5, qty = 3;
console.log(currency`${qty} items at ${price} = ${price * qty}`);

const cache = new Set();
const id = (s) => { cache.add(s); return s; };
for (let i = 0; i < 3; i++) id`same site`;
console.log('template object identity per call site:', cache.size);
console.log(`nested ${`inner ${1 + 1}`} and ${[1, 2].map((x) => `<${x}>`).join('')}`);
