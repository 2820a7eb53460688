// @html <div id="editor"><span id="text"></span></div><button id="bold">B</button><button id="add">Add word</button><button id="undo">Undo</button><button id="redo">Redo</button>
// @input click #add @ 100ms
// @input click #add @ 220ms
// @input click #bold @ 340ms
// @input click #undo @ 460ms
// @input click #undo @ 580ms
// @input click #redo @ 700ms
// @input click #add @ 820ms
// @input click #redo @ 940ms
// @input key Control+z @ 1060ms
// @input key Control+Shift+z @ 1180ms
// @until 1500
// Undo/redo with the command pattern, coalescing, and a history limit; buttons' disabled state follows the stacks
class History {
  constructor(limit = 5) { this.undoStack = []; this.redoStack = []; this.limit = limit; this.listeners = new Set(); }
  execute(cmd) {
    const last = this.undoStack.at(-1);
    if (last && last.merge && last.merge(cmd)) { cmd.do(); console.log(`  merged "${cmd.label}" into "${last.label}"`); }
    else {
      cmd.do(); this.undoStack.push(cmd);
      if (this.undoStack.length > this.limit) console.log('  dropped oldest:', this.undoStack.shift().label);
    }
    this.redoStack.length = 0;
    this.emit();
  }
  undo() { const c = this.undoStack.pop(); if (!c) return console.log('  nothing to undo'); c.undo(); this.redoStack.push(c); this.emit(); }
  redo() { const c = this.redoStack.pop(); if (!c) return console.log('  nothing to redo'); c.do(); this.undoStack.push(c); this.emit(); }
  emit() { this.listeners.forEach(l => l(this)); }
}
const doc = { words: ['hello'], bold: false };
const textEl = document.getElementById('text');
const words = ['brave', 'new', 'world', 'again'];
let wi = 0;
const addWord = (w) => ({ label: `add ${w}`, do() { doc.words.push(w); }, undo() { doc.words.pop(); } });
const toggleBold = () => ({ label: 'toggle bold', do() { doc.bold = !doc.bold; }, undo() { doc.bold = !doc.bold; },
  merge(other) { return false; } });
const history = new History(3);
const btn = (id) => document.getElementById(id);
function render() {
  textEl.innerHTML = doc.bold ? `<b>${doc.words.join(' ')}</b>` : doc.words.join(' ');
  btn('undo').disabled = history.undoStack.length === 0;
  btn('redo').disabled = history.redoStack.length === 0;
}
history.listeners.add(() => {
  render();
  console.log(`  doc="${textEl.innerHTML}" undo=[${history.undoStack.map(c => c.label)}] redo=[${history.redoStack.map(c => c.label)}] undoDisabled=${btn('undo').disabled} redoDisabled=${btn('redo').disabled}`);
});
btn('add').addEventListener('click', () => { console.log('click add'); history.execute(addWord(words[wi++ % words.length])); });
btn('bold').addEventListener('click', () => { console.log('click bold'); history.execute(toggleBold()); });
btn('undo').addEventListener('click', () => { console.log('click undo'); history.undo(); });
btn('redo').addEventListener('click', () => { console.log('click redo'); history.redo(); });
document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
  e.preventDefault();
  console.log(`key ${e.shiftKey ? 'redo' : 'undo'} (key=${e.key})`);
  e.shiftKey ? history.redo() : history.undo();
});
render();
console.log('initial', textEl.innerHTML, btn('undo').disabled, btn('redo').disabled);
// coalescing typing commands on a second, programmatic history
const typing = new History(10);
let buffer = '';
const typeChar = (ch) => ({ label: `type "${ch}"`, chars: ch, do() { buffer += ch; }, undo() { buffer = buffer.slice(0, -this.chars.length); },
  merge(o) { if (o.chars === ' ' || this.chars.endsWith(' ')) return false; this.chars += o.chars; this.label = `type "${this.chars}"`; return true; } });
for (const ch of 'hi there') typing.execute(typeChar(ch));
console.log(`typing buffer="${buffer}" entries=${typing.undoStack.map(c => c.label).join(',')}`);
typing.undo(); console.log(`after undo "${buffer}"`); typing.undo(); console.log(`after undo "${buffer}"`); typing.redo(); console.log(`after redo "${buffer}"`);
