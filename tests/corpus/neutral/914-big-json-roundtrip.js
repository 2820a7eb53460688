// JSON.stringify of a 200 000-element array of objects, JSON.parse back, and a pretty-printed slice.
const tags = ['red', 'green', 'blue', 'x"y', 'tab\there', 'ü'];
const rows = [];
for (let i = 0; i < 200000; i++) {
  rows.push({ id: i, name: 'item' + i, price: (i % 1000) / 8, tags: [tags[i % 6]], ok: i % 3 === 0, note: i % 50 === 0 ? null : undefined });
}
const json = JSON.stringify(rows);
console.log('json length', json.length);
console.log(json.slice(0, 120));
console.log(json.slice(-90));
const back = JSON.parse(json);
let sum = 0;
let oks = 0;
let nulls = 0;
for (const r of back) {
  sum += r.price;
  if (r.ok) oks++;
  if ('note' in r) nulls++;
}
console.log('parsed', back.length, 'price sum', sum, 'ok', oks, 'notes', nulls, back[199999].tags.join('|'));
console.log(JSON.stringify(back.slice(0, 2), null, 2));
const ids = JSON.stringify({ list: rows.map((r) => r.id) });
console.log('ids json', ids.length, JSON.parse(ids).list.length);
