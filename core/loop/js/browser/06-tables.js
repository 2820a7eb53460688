// ---------------------------------------------------------------------------------------
// Tables (HTML §4.9): createTHead/createTBody/createTFoot, insertRow/deleteRow, rows,
// tBodies, insertCell/deleteCell, cells, rowIndex, cellIndex.
// SIMPLIFIED: evloop has one Element class, so these members exist on every element; on a
// non-table element they act on its child elements as a table would.
function childrenTagged(el, tags) { return el._children.filter((c) => c instanceof Element && tags.indexOf(c._tag) !== -1); }
function tableRows(el) {
  if (el._tag !== 'table') return childrenTagged(el, ['tr']);
  const head = [], body = [], foot = [];
  for (const c of el._children) {
    if (!(c instanceof Element)) continue;
    if (c._tag === 'tr') body.push(c);
    else if (c._tag === 'thead') head.push(...childrenTagged(c, ['tr']));
    else if (c._tag === 'tbody') body.push(...childrenTagged(c, ['tr']));
    else if (c._tag === 'tfoot') foot.push(...childrenTagged(c, ['tr']));
  }
  return head.concat(body, foot);
}
function indexSizeError(api, iface, index, length) {
  return domException('IndexSizeError', "Failed to execute '" + api + "' on '" + iface + "': The index provided (" + index + ') is outside the range [-1, ' + length + '].');
}
const tableMembers = {
  get rows() { return tableRows(this); },
  get tBodies() { return childrenTagged(this, ['tbody']); },
  get tHead() { return childrenTagged(this, ['thead'])[0] || null; },
  get tFoot() { return childrenTagged(this, ['tfoot'])[0] || null; },
  get caption() { return childrenTagged(this, ['caption'])[0] || null; },
  createTHead() {
    const existing = this.tHead;
    if (existing) return existing;
    const head = makeElement('thead');
    // before the first child that is not a caption or colgroup
    const ref = this._children.find((c) => !(c instanceof Element && (c._tag === 'caption' || c._tag === 'colgroup'))) || null;
    this.insertBefore(head, ref);
    return head;
  },
  createTFoot() { const existing = this.tFoot; if (existing) return existing; const foot = makeElement('tfoot'); this.appendChild(foot); return foot; },
  createTBody() {
    const body = makeElement('tbody');
    const bodies = this.tBodies;
    this.insertBefore(body, bodies.length ? bodies[bodies.length - 1].nextSibling : null);
    return body;
  },
  createCaption() { const existing = this.caption; if (existing) return existing; const c = makeElement('caption'); this.insertBefore(c, this.firstChild); return c; },
  deleteTHead() { const h = this.tHead; if (h) this.removeChild(h); },
  deleteTFoot() { const f = this.tFoot; if (f) this.removeChild(f); },
  // https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
  insertRow(index) {
    index = index === undefined ? -1 : Number(index) | 0;
    const rows = this.rows;
    const iface = this._tag === 'table' ? 'HTMLTableElement' : 'HTMLTableSectionElement';
    if (index < -1 || index > rows.length) throw indexSizeError('insertRow', iface, index, rows.length);
    const tr = makeElement('tr');
    if (this._tag !== 'table') { this.insertBefore(tr, index === -1 || index === rows.length ? null : rows[index]); return tr; }
    const bodies = this.tBodies;
    if (!rows.length && !bodies.length) { const body = makeElement('tbody'); this.appendChild(body); body.appendChild(tr); }
    else if (!rows.length) bodies[bodies.length - 1].appendChild(tr);
    else if (index === -1 || index === rows.length) rows[rows.length - 1]._parent.appendChild(tr);
    else rows[index]._parent.insertBefore(tr, rows[index]);
    return tr;
  },
  deleteRow(index) {
    const rows = this.rows;
    index = Number(index) | 0;
    if (index === -1) { if (rows.length) rows[rows.length - 1].remove(); return; }
    if (index < 0 || index >= rows.length) throw domException('IndexSizeError', "Failed to execute 'deleteRow' on '" + (this._tag === 'table' ? 'HTMLTableElement' : 'HTMLTableSectionElement') + "': The index provided (" + index + ') is greater than the number of rows (' + rows.length + ').');
    rows[index].remove();
  },
  get cells() { return childrenTagged(this, ['td', 'th']); },
  insertCell(index) {
    index = index === undefined ? -1 : Number(index) | 0;
    const cells = this.cells;
    if (index < -1 || index > cells.length) throw indexSizeError('insertCell', 'HTMLTableRowElement', index, cells.length);
    const td = makeElement('td');
    this.insertBefore(td, index === -1 || index === cells.length ? null : cells[index]);
    return td;
  },
  deleteCell(index) {
    const cells = this.cells;
    index = Number(index) | 0;
    if (index === -1) { if (cells.length) cells[cells.length - 1].remove(); return; }
    if (index < 0 || index >= cells.length) throw domException('IndexSizeError', "Failed to execute 'deleteCell' on 'HTMLTableRowElement': The value provided (" + index + ') is outside the range [0, ' + cells.length + ').');
    cells[index].remove();
  },
  get rowIndex() {
    let table = this._parent;
    if (table && table._tag !== 'table') table = table._parent;
    return table && table._tag === 'table' ? tableRows(table).indexOf(this) : -1;
  },
  get sectionRowIndex() { return this._parent ? childrenTagged(this._parent, ['tr']).indexOf(this) : -1; },
  get cellIndex() { return this._parent && this._parent._tag === 'tr' ? childrenTagged(this._parent, ['td', 'th']).indexOf(this) : -1; },
};
for (const key of Object.getOwnPropertyNames(tableMembers)) {
  const d = Object.getOwnPropertyDescriptor(tableMembers, key);
  d.enumerable = false;
  Object.defineProperty(Element.prototype, key, d);
}

