// Building a table with the table API: createTHead/createTBody, insertRow/insertCell at the end and at an index, rows, tBodies, cells, rowIndex, cellIndex, deleteRow
// @html <table id="scores"></table>
const table = document.getElementById('scores');
const head = table.createTHead().insertRow();
for (const title of ['Player', 'Points']) {
  const th = document.createElement('th');
  th.textContent = title;
  head.appendChild(th);
}
const body = table.createTBody();
const players = [['Ada', 31], ['Linus', 24], ['Grace', 40]];
for (const [name, points] of players) {
  const row = body.insertRow();
  row.insertCell().textContent = name;
  row.insertCell().textContent = String(points);
}
const first = body.insertRow(0);
first.insertCell().textContent = 'Alan';
first.insertCell(0).textContent = 'rank?';
console.log(`rows ${table.rows.length}, bodies ${table.tBodies.length}, head rows ${table.tHead.rows.length}`);
console.log(`first body row: ${Array.from(first.cells, (c) => c.textContent).join(' | ')}`);
for (const row of table.rows) console.log(`row ${row.rowIndex} (section ${row.sectionRowIndex}): ${Array.from(row.cells, (c) => `${c.cellIndex}:${c.textContent}`).join(' ')}`);
table.deleteRow(1);
console.log(`after deleteRow(1): ${table.rows.length} rows, first body row ${body.rows[0].cells[0].textContent}`);
const auto = document.createElement('table');
auto.insertRow().insertCell().textContent = 'x';
console.log(`insertRow on an empty table makes a tbody: ${auto.firstChild.tagName} ${auto.rows.length}`);
try { body.insertRow(10); } catch (e) { console.log(`insertRow(10): ${e.name}`); }
console.log(`thead is first: ${table.firstChild.tagName}, cells in header: ${table.tHead.rows[0].cells.length}`);
