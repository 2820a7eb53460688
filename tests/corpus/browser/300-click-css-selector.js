// @html <table id="t"><thead><tr><th data-key="name">Name</th><th data-key="age">Age</th><th data-key="city">City</th></tr></thead><tbody></tbody></table>
// @input click th[data-key=age] @ 100ms
// @input click th[data-key=age] @ 250ms
// @input click th[data-key=city] @ 400ms
// @until 700
// A sortable table rendered with innerHTML; clicking a header toggles the sort.
class SortableTable {
  #rows; #key = null; #dir = 1; #tbody;
  constructor(table, rows) {
    this.#rows = rows;
    this.#tbody = table.tBodies[0];
    table.tHead.addEventListener('click', (e) => {
      const th = e.target.closest('th');
      if (!th) return;
      this.sortBy(th.dataset.key);
    });
    this.render();
  }
  sortBy(key) {
    this.#dir = this.#key === key ? -this.#dir : 1;
    this.#key = key;
    this.render();
  }
  get sorted() {
    if (!this.#key) return this.#rows;
    const k = this.#key, d = this.#dir;
    return this.#rows.toSorted((a, b) => (typeof a[k] === 'number' ? a[k] - b[k] : a[k].localeCompare(b[k])) * d);
  }
  render() {
    const esc = (s) => String(s).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    this.#tbody.innerHTML = this.sorted.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.age}</td><td>${esc(r.city)}</td></tr>`).join('');
    const firstCol = [...this.#tbody.rows].map((tr) => tr.cells[0].textContent);
    console.log(`${this.#key ?? 'unsorted'}${this.#key ? (this.#dir > 0 ? ' asc' : ' desc') : ''}: ${firstCol.join(', ')}`);
  }
}

new SortableTable(document.getElementById('t'), [
  { name: 'Zoë', age: 31, city: 'Oslo' },
  { name: 'adam', age: 25, city: 'Lima' },
  { name: 'Bea <b>', age: 42, city: 'Bern' },
  { name: 'Carl', age: 25, city: 'Accra' },
]);
console.log('cells:', document.querySelectorAll('#t td').length, 'escaped:', document.querySelector('tbody').innerHTML.includes('&lt;b&gt;'));
