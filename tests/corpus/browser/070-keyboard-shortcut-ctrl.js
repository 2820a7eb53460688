// A keyboard shortcut handler on document: Control+s is caught by key and ctrlKey and prevented, Shift+A reports key "A" with shiftKey; modifier keydowns are skipped
// @html <p id="out">ready</p>
// @input key Control+s @ 100ms
// @input key Shift+A @ 400ms
// @input key Escape @ 700ms
// @until 1100
const out = document.getElementById('out');
document.addEventListener('keydown', (e) => {
  if (e.key === 'Control' || e.key === 'Shift') {
    console.log(`modifier ${e.key} down (code ${e.code})`);
    return;
  }
  const combo = `${e.ctrlKey ? 'Ctrl+' : ''}${e.shiftKey ? 'Shift+' : ''}${e.altKey ? 'Alt+' : ''}${e.key}`;
  console.log(`keydown ${combo} code=${e.code} repeat=${e.repeat} trusted=${e.isTrusted}`);
  if (e.ctrlKey && e.key === 's') {
    e.preventDefault();
    out.textContent = 'saved';
    console.log(`save shortcut handled, defaultPrevented=${e.defaultPrevented}`);
  }
  if (e.key === 'Escape') out.textContent = 'closed';
});
document.addEventListener('keyup', (e) => console.log(`keyup ${e.key} ctrl=${e.ctrlKey} shift=${e.shiftKey}`));
const fake = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, metaKey: true, repeat: true, bubbles: true });
console.log(`constructed: ${fake.key} ${fake.code} ctrl=${fake.ctrlKey} meta=${fake.metaKey} alt=${fake.altKey} repeat=${fake.repeat} trusted=${fake.isTrusted}`);
document.body.dispatchEvent(fake);
console.log(`text now ${out.textContent}`);
