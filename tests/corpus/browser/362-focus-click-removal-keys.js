// @html <ol id="list" tabindex="0"><li id="one">one</li><li id="two">two</li></ol>
// @html <p id="plain">plain text</p>
// @html <input id="field"><button id="go">Go</button>
// @input click #two @ 50ms
// @input click #plain @ 150ms
// @input click #field @ 250ms
// @input key Space @ 300ms
// @input key KeyQ @ 350ms
// @input key Shift+KeyW @ 400ms
// @input key Digit7 @ 450ms
// @input click #go @ 550ms
// Where a click moves the focus (the nearest focusable ancestor, or nowhere), what a key
// named by its code types, the focus after the focused element is removed, and the
// CharacterData methods with the mutation records they make.
const where = () => { const a = document.activeElement; return a === document.body ? 'BODY' : a.id || a.tagName; };
for (const id of ['list', 'field', 'go']) {
  const el = document.getElementById(id);
  el.addEventListener('focus', () => console.log(`focus ${id}`));
  el.addEventListener('blur', () => console.log(`blur ${id}`));
}
document.addEventListener('click', (e) => console.log(`click ${e.target.id}: active ${where()}`));
const field = document.getElementById('field');
field.addEventListener('keydown', (e) => console.log(`keydown key=${JSON.stringify(e.key)} code=${e.code} keyCode=${e.keyCode}`));
field.addEventListener('input', () => console.log(`value ${JSON.stringify(field.value)}`));
document.getElementById('go').addEventListener('click', () => {
  document.getElementById('go').remove();
  console.log(`after removing the focused button: ${where()}`);
  setTimeout(() => console.log(`a task later: ${where()}`), 0);
});
const text = document.createTextNode('hello');
document.body.append(text);
const seen = new MutationObserver(() => {});
seen.observe(text, { characterData: true, characterDataOldValue: true });
text.appendData(' world');
text.insertData(0, '> ');
text.deleteData(2, 6);
text.replaceData(0, 1, '<<');
console.log(JSON.stringify(text.data), text.length, JSON.stringify(text.substringData(3, 100)));
console.log(seen.takeRecords().map((r) => `${r.type}:${JSON.stringify(r.oldValue)}`).join(' '));
try { text.deleteData(99, 1); } catch (e) { console.log(e.name, e.message); }
try { text.substringData(0); } catch (e) { console.log(e.name, e.message); }
const comment = document.createComment('note');
comment.appendData('!');
console.log(comment.data, comment instanceof CharacterData, text instanceof CharacterData, Object.getPrototypeOf(Text.prototype) === CharacterData.prototype);
