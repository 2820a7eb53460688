// With subtree: true the observer sees attribute changes on descendants; the record's
// attributeName names the attribute, and style/hidden/id changes are attribute
// mutations too.
// @html <div id="panel"><p id="note">note</p></div>
const panel = document.getElementById('panel');
const note = document.getElementById('note');
new MutationObserver((records) => {
  console.log(`records: ${records.length}`);
  for (const r of records) console.log(`  ${r.type} ${r.attributeName}`);
}).observe(panel, { attributes: true, subtree: true });
note.setAttribute('data-level', '2');
note.hidden = true;
note.style.color = 'red';
panel.id = 'panel2';
console.log('changed four attributes');
