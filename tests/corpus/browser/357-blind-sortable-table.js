// @html <table id="t"><thead><tr><th data-key="name">Name</th><th data-key="age" data-type="number">Age</th><th data-key="city">City</th><th data-key="joined" data-type="date">Joined</th></tr></thead><tbody></tbody></table><input id="filter" placeholder="filter">
// @input click th[data-key=age] @ 100ms
// @input click th[data-key=age] @ 220ms
// @input click th[data-key=name] @ 340ms
// @input click th[data-key=joined] @ 460ms
// @input click #filter @ 580ms
// @input key o @ 660ms
// @input key s @ 740ms
// @input click th[data-key=city] @ 860ms
// @until 1100
// A sortable, filterable table built with the table API; stable multi-click sort direction, aria-sort, and locale-aware comparison
const people = [
  { name: 'Émile', age: 34, city: 'Paris', joined: '2021-05-03' },
  { name: 'zoë', age: 28, city: 'Oslo', joined: '2019-11-20' },
  { name: 'Anders', age: 34, city: 'Östersund', joined: '2020-01-15' },
  { name: 'bob', age: 9, city: 'Boston', joined: '2023-07-01' },
  { name: 'Chloé', age: 41, city: 'Osaka', joined: '2018-03-09' },
  { name: 'Ann', age: 28, city: 'Lisbon', joined: '2022-12-24' },
];
const table = document.getElementById('t');
const tbody = table.tBodies[0];
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
let sort = { key: null, dir: 1 };
let filter = '';
function compare(a, b, key, type) {
  if (type === 'number') return a[key] - b[key];
  if (type === 'date') return Date.parse(a[key]) - Date.parse(b[key]);
  return collator.compare(a[key], b[key]);
}
function render() {
  while (tbody.rows.length) tbody.deleteRow(0);
  const th = sort.key && table.querySelector(`th[data-key="${sort.key}"]`);
  const rows = people
    .filter(p => !filter || Object.values(p).some(v => String(v).toLowerCase().includes(filter)))
    .map((p, i) => ({ p, i }))
    .sort((x, y) => (th ? compare(x.p, y.p, sort.key, th.dataset.type) * sort.dir : 0) || x.i - y.i);
  for (const { p } of rows) {
    const tr = tbody.insertRow();
    for (const k of ['name', 'age', 'city', 'joined']) tr.insertCell().textContent = p[k];
  }
  for (const h of table.tHead.rows[0].cells) h.setAttribute('aria-sort', h === th ? (sort.dir > 0 ? 'ascending' : 'descending') : 'none');
  const summary = [...tbody.rows].map(r => `${r.cells[0].textContent}/${r.cells[1].textContent}`).join(' ');
  console.log(`sorted by ${sort.key ?? '-'} ${sort.dir > 0 ? 'asc' : 'desc'}, filter "${filter}": ${summary} (${tbody.rows.length} rows)`);
}
table.tHead.addEventListener('click', (e) => {
  const th = e.target.closest('th');
  if (!th) return;
  sort = sort.key === th.dataset.key ? { key: sort.key, dir: -sort.dir } : { key: th.dataset.key, dir: 1 };
  console.log(`click ${th.textContent} (cellIndex ${th.cellIndex}) aria-sort was ${th.getAttribute('aria-sort')}`);
  render();
});
document.getElementById('filter').addEventListener('input', (e) => { filter = e.target.value.toLowerCase(); render(); });
render();
console.log('structure:', table.rows.length, 'rows,', table.tHead.rows[0].cells.length, 'headers, tbody count', table.tBodies.length, 'first cell', tbody.rows[0].cells[0].tagName);
const cloned = table.cloneNode(true);
cloned.querySelector('tbody').innerHTML = '<tr><td>x</td></tr><td>stray</td>';
console.log('innerHTML into tbody keeps', cloned.tBodies[0].rows.length, 'row(s); cells', cloned.tBodies[0].rows[0].cells.length);
