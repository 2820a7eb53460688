// A text adventure as a finite state machine with inventory, guards, and a scripted command list
const rooms = {
  hall: { desc: 'A dusty hall.', exits: { north: 'library', east: 'kitchen' }, items: ['lamp'] },
  library: { desc: 'Shelves of books.', exits: { south: 'hall', up: 'attic' }, items: ['book'], dark: true },
  kitchen: { desc: 'Smells of bread.', exits: { west: 'hall', down: 'cellar' }, items: ['knife', 'bread'] },
  cellar: { desc: 'Cold and damp.', exits: { up: 'kitchen' }, items: ['key'], locked: 'knife' },
  attic: { desc: 'A chest sits here.', exits: { down: 'library' }, items: [], locked: 'key' },
};
const ALIASES = { n: 'north', s: 'south', e: 'east', w: 'west', u: 'up', d: 'down', get: 'take', i: 'inventory', l: 'look' };
class Game {
  #state = 'playing';
  constructor() { this.room = 'hall'; this.inventory = new Set(); this.moves = 0; this.visited = new Set(['hall']); this.score = 0; }
  get state() { return this.#state; }
  get here() { return rooms[this.room]; }
  lit() { return !this.here.dark || this.inventory.has('lamp'); }
  handle(line) {
    if (this.#state !== 'playing') return `The game is over (${this.#state}).`;
    let [verb, ...rest] = line.trim().toLowerCase().split(/\s+/);
    verb = ALIASES[verb] ?? verb;
    if (['north', 'south', 'east', 'west', 'up', 'down'].includes(verb)) { rest = [verb]; verb = 'go'; }
    const obj = rest.join(' ');
    const handler = this['cmd_' + verb];
    if (!handler) return `I don't know how to "${verb}".`;
    this.moves++;
    return handler.call(this, obj);
  }
  cmd_look() {
    if (!this.lit()) return 'It is pitch dark. You might be eaten by a grue.';
    const items = this.here.items.length ? ` You see: ${this.here.items.join(', ')}.` : '';
    return `${this.here.desc}${items} Exits: ${Object.keys(this.here.exits).join(', ')}.`;
  }
  cmd_go(dir) {
    const dest = this.here.exits[dir];
    if (!dest) return `You can't go ${dir || 'nowhere'}.`;
    const need = rooms[dest].locked;
    if (need && !this.inventory.has(need)) return `The way ${dir} is blocked. Perhaps a ${need} would help.`;
    if (!this.lit() && Math.abs(this.moves % 2) === 1) { this.#state = 'dead'; return 'You stumble in the dark and a grue eats you.'; }
    this.room = dest;
    if (!this.visited.has(dest)) { this.visited.add(dest); this.score += 5; }
    if (dest === 'attic') { this.#state = 'won'; this.score += 50; return 'You open the chest with the key. Treasure! You win.'; }
    return this.cmd_look();
  }
  cmd_take(what) {
    if (!this.lit()) return 'You fumble around but find nothing.';
    if (what === 'all') { const got = this.here.items.splice(0); got.forEach(x => this.inventory.add(x)); return got.length ? `Taken: ${got.join(', ')}.` : 'Nothing here.'; }
    const i = this.here.items.indexOf(what);
    if (i < 0) return `There is no ${what} here.`;
    this.here.items.splice(i, 1); this.inventory.add(what); this.score += 1;
    return `Taken: ${what}.`;
  }
  cmd_drop(what) {
    if (!this.inventory.delete(what)) return `You don't have a ${what}.`;
    this.here.items.push(what); return `Dropped ${what}.`;
  }
  cmd_inventory() { return this.inventory.size ? `You carry: ${[...this.inventory].sort().join(', ')}.` : 'You are empty-handed.'; }
  cmd_eat(what) {
    if (!this.inventory.has(what)) return `You have no ${what}.`;
    if (what !== 'bread') return `You can't eat the ${what}.`;
    this.inventory.delete(what); this.score += 2; return 'Delicious.';
  }
}
const script = [
  'look', 'take lamp', 'n', 'take book', 's', 'e', 'd', 'get knife', 'take bread', 'eat bread', 'd', 'take all', 'i',
  'u', 'w', 'n', 'drop book', 'look', 'dance', 'up', 'look', 'take x',
];
const game = new Game();
for (const cmd of script) console.log(`> ${cmd}\n${game.handle(cmd)}`);
console.log(`state=${game.state} moves=${game.moves} score=${game.score} visited=${[...game.visited].join('>')}`);
const g2 = new Game();
for (const cmd of ['n', 'drop lamp', 'north', 's', 'look']) console.log(`[g2] > ${cmd}: ${g2.handle(cmd)}`);
g2.handle('take lamp');
for (const cmd of ['n', 'u']) console.log(`[g2] > ${cmd}: ${g2.handle(cmd)}`);
const rooms2 = JSON.parse(JSON.stringify(rooms));
rooms.library.dark = true; rooms.library.items = [];
const g3 = new Game();
g3.handle('n'); console.log('[g3] darkness:', g3.handle('look'));
console.log('[g3] after:', g3.handle('s'), '| state', g3.state, '| moves', g3.moves);
console.log(Object.keys(rooms2).map(r => `${r}:${rooms2[r].items.length}`).join(' '));
