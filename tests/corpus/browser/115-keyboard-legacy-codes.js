// KeyboardEvent legacy codes: a constructed event has keyCode, which and charCode 0 unless its init gives them; real key presses carry Chromium's values (keydown/keyup: the virtual key code, charCode 0; keypress: the character code in all three)
// @input key a @ 100ms
// @input key Enter @ 300ms
// @input key Escape @ 500ms
// @input key ArrowDown @ 700ms
// @input key 7 @ 900ms
// @until 1200
const made = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter' });
console.log(`constructed: keyCode ${made.keyCode} which ${made.which} charCode ${made.charCode}`);
const given = new KeyboardEvent('keydown', { key: 'q', keyCode: 81, which: 81, charCode: 0 });
console.log(`with init: keyCode ${given.keyCode} which ${given.which} charCode ${given.charCode}`);
for (const type of ['keydown', 'keypress', 'keyup']) {
  document.addEventListener(type, (e) => {
    console.log(`${e.type} key=${JSON.stringify(e.key)} code=${e.code} keyCode=${e.keyCode} which=${e.which} charCode=${e.charCode} trusted=${e.isTrusted}`);
  });
}
