// @html <canvas id="c" width="200" height="100"></canvas><p id="hud"></p>
// @input key ArrowRight @ 100ms
// @input key ArrowRight @ 300ms
// @input key Space @ 500ms
// @until 1000
// A fixed-timestep game loop (accumulator pattern) fed with simulated frame deltas, plus real keyboard input queued between ticks
const STEP = 1000 / 60;
const world = { x: 0, vx: 0, y: 50, vy: 0, grounded: true, ticks: 0, jumps: 0, coins: [30, 75, 120, 180], collected: [] };
const inputQueue = [];
document.addEventListener('keydown', (e) => {
  const action = { ArrowRight: 'right', ArrowLeft: 'left', ' ': 'jump' }[e.key];
  console.log(`keydown "${e.key}" code=${e.code} -> ${action ?? 'ignored'}`);
  if (action) inputQueue.push(action);
});
function applyInput() {
  while (inputQueue.length) {
    const a = inputQueue.shift();
    if (a === 'right') world.vx = Math.min(world.vx + 60, 180);
    if (a === 'left') world.vx = Math.max(world.vx - 60, -180);
    if (a === 'jump' && world.grounded) { world.vy = -220; world.grounded = false; world.jumps++; }
  }
}
function update(dt) {
  world.ticks++;
  const s = dt / 1000;
  world.vx *= 0.98;
  world.x += world.vx * s;
  if (!world.grounded) { world.vy += 600 * s; world.y += world.vy * s; if (world.y >= 50) { world.y = 50; world.vy = 0; world.grounded = true; } }
  for (const c of world.coins) if (!world.collected.includes(c) && Math.abs(world.x - c) < 4) world.collected.push(c);
}
function createLoop(updateFn) {
  let acc = 0, frames = 0, maxStepsHit = 0;
  return {
    frame(delta) {
      frames++;
      acc += Math.min(delta, 250);
      let steps = 0;
      while (acc >= STEP) { updateFn(STEP); acc -= STEP; if (++steps >= 5) { maxStepsHit++; acc = 0; break; } }
      return { steps, alpha: acc / STEP };
    },
    get stats() { return { frames, maxStepsHit }; },
  };
}
// deterministic part: replay a recorded list of frame deltas
const loop = createLoop(update);
world.vx = 120;
const deltas = [16.7, 16.6, 33.4, 8.3, 8.3, 100, 16.7, 500, 16.7, 16.6];
const rows = deltas.map(d => { const r = loop.frame(d); return `${d}ms->${r.steps} steps (alpha ${r.alpha.toFixed(2)}) x=${world.x.toFixed(2)}`; });
rows.forEach(r => console.log(r));
console.log('replay stats', JSON.stringify(loop.stats), 'ticks', world.ticks, 'collected', world.collected.join(','));
// live part: input arrives as real key events; the simulation advances in fixed virtual steps from timers
Object.assign(world, { x: 0, vx: 0, ticks: 0, collected: [] });
const live = createLoop((dt) => { applyInput(); update(dt); });
const snapshots = [150, 250, 450, 650];
let virtualNow = 0;
const started = performance.now();
const timer = setInterval(() => {
  // advance exactly 50ms of game time per interval tick regardless of real jitter
  virtualNow += 50;
  live.frame(50);
  if (snapshots.includes(virtualNow + 0)) {}
}, 50);
for (const at of [200, 400, 650, 800]) setTimeout(() => {
  document.getElementById('hud').textContent = `x=${Math.round(world.x)} grounded=${world.grounded}`;
  console.log(`@${at}: vx>0=${world.vx > 0} jumps=${world.jumps} hud="${document.getElementById('hud').textContent.replace(/x=\d+/, 'x=?')}"`);
  if (at === 800) { clearInterval(timer); console.log('stopped; live frames > 0:', live.stats.frames > 0, 'coins picked is array:', Array.isArray(world.collected)); }
}, at);
const ctx = document.getElementById('c').getContext ? 'has getContext' : 'no getContext';
console.log(ctx === 'has getContext' || ctx === 'no getContext');
