// @html <div id="box" style="width: 50px; height: 50px"></div><button id="pause">Pause</button><button id="resume">Resume</button>
// @input click #pause @ 300ms
// @input click #resume @ 500ms
// @until 1400
// An rAF animation loop driven by frame count (not wall time), with pause/resume, easing, and rAF ordering checks
const box = document.getElementById('box');
const TOTAL_FRAMES = 40;
let frame = 0, running = true, rafId = 0, lastTs = -1, monotonic = true, callbacksThisFrame = 0;
const easeInOut = t => t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
const milestones = new Set([0, 10, 20, 30, 39]);
function tick(ts) {
  if (ts <= lastTs) monotonic = false;
  lastTs = ts;
  const t = frame / (TOTAL_FRAMES - 1);
  const x = Math.round(easeInOut(t) * 300);
  box.style.transform = `translateX(${x}px)`;
  box.style.opacity = (0.2 + 0.8 * t).toFixed(2);
  if (milestones.has(frame)) console.log(`frame ${frame}: t=${t.toFixed(3)} x=${x} transform=${box.style.transform} opacity=${box.style.opacity}`);
  frame++;
  if (frame < TOTAL_FRAMES && running) rafId = requestAnimationFrame(tick);
  else if (frame >= TOTAL_FRAMES) { console.log('animation complete; timestamps increasing:', monotonic); box.dispatchEvent(new CustomEvent('animationdone', { detail: { frames: frame } })); }
}
box.addEventListener('animationdone', (e) => console.log('animationdone event, frames =', e.detail.frames));
document.getElementById('pause').addEventListener('click', () => {
  running = false; cancelAnimationFrame(rafId);
  console.log('paused at a frame in [1, 39]:', frame > 0 && frame < TOTAL_FRAMES);
});
document.getElementById('resume').addEventListener('click', () => {
  console.log('resume');
  running = true; rafId = requestAnimationFrame(tick);
});
rafId = requestAnimationFrame(tick);
// several callbacks registered for the same frame share one timestamp and run in registration order
let shared = [];
requestAnimationFrame((a) => { shared.push(['A', a]); requestAnimationFrame((n) => shared.push(['nested', n])); });
requestAnimationFrame((b) => shared.push(['B', b]));
const cancelled = requestAnimationFrame(() => shared.push(['cancelled']));
cancelAnimationFrame(cancelled);
requestAnimationFrame((c) => {
  shared.push(['C', c]);
  Promise.resolve().then(() => shared.push(['microtask after C']));
  console.log('in rAF C: A,B,C share timestamp:', shared.filter(s => s.length === 2 && 'ABC'.includes(s[0])).every(s => s[1] === c), '| order', shared.map(s => s[0]).join(','));
});
setTimeout(() => console.log('later: order', shared.map(s => s[0]).join(','), '| nested ts later than A:', shared[4][1] > shared[0][1]), 200);
console.log('rAF ids are positive integers:', Number.isInteger(rafId) && rafId > 0);
