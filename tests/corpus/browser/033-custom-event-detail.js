// CustomEvent carries a detail value to its listeners; with bubbles: true it reaches
// the ancestors, here a document.body listener; type and isTrusted are
// what the script set.
// @html <main id="app"><p id="row">row</p></main>
const row = document.getElementById('row');
document.body.addEventListener('row-selected', (e) => {
  console.log(`body sees ${e.type} with index ${e.detail.index} and label ${e.detail.label}`);
});
row.addEventListener('row-selected', (e) => {
  console.log(`row listener: detail.index ${e.detail.index}, trusted ${e.isTrusted}`);
});
row.dispatchEvent(new CustomEvent('row-selected', { detail: { index: 3, label: 'third' }, bubbles: true }));
const quiet = new CustomEvent('row-selected', { detail: { index: 4, label: 'fourth' } });
row.dispatchEvent(quiet);
console.log(`default detail is null: ${new CustomEvent('x').detail === null}`);
