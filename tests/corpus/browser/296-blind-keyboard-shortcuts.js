// @html <textarea id="editor"></textarea>
// @input key Control+s @ 150ms
// @input key Escape @ 400ms
// @input click #editor @ 650ms
// @input key a @ 900ms
// @input key Shift+B @ 1150ms
// @input key Control+z @ 1400ms
// @until 1900
// Keyboard shortcuts with a keymap, modifier handling and preventDefault
const editor = document.getElementById('editor');
const keymap = new Map([
  ['Ctrl+s', () => 'save'],
  ['Ctrl+z', () => 'undo'],
  ['Escape', () => 'close'],
]);
function combo(e) {
  const parts = [];
  if (e.ctrlKey) parts.push('Ctrl');
  if (e.altKey) parts.push('Alt');
  if (e.shiftKey && e.key.length > 1) parts.push('Shift');
  parts.push(e.key.length === 1 ? e.key.toLowerCase() : e.key);
  return parts.join('+');
}
document.addEventListener('keydown', (e) => {
  const action = keymap.get(combo(e));
  if (['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return;
  if (action) {
    e.preventDefault();
    console.log(`shortcut ${combo(e)} -> ${action()} (target ${e.target.tagName})`);
  } else {
    console.log(`key "${e.key}" code ${e.code} shift=${e.shiftKey} in ${e.target.tagName}`);
  }
});
editor.addEventListener('input', (e) => console.log(`input ${e.inputType}: "${editor.value}"`));
editor.addEventListener('keyup', (e) => { if (e.key === 'z') console.log(`keyup z, defaultPrevented ${e.defaultPrevented}`); });
setTimeout(() => console.log(`final value "${editor.value}", active ${document.activeElement.id}`), 1700);
