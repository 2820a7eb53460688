// @html <div id="outer"><div id="inner"><button id="btn">Go</button></div></div>
// Capture and bubble order, stopPropagation and stopImmediatePropagation
const ids = ['outer', 'inner', 'btn'];
const log = [];
for (const id of ids) {
  const el = document.getElementById(id);
  el.addEventListener('click', (e) => log.push(`${id} capture (phase ${e.eventPhase})`), true);
  el.addEventListener('click', (e) => log.push(`${id} bubble (phase ${e.eventPhase})`));
}
window.addEventListener('click', () => log.push('window capture'), true);
document.addEventListener('click', () => log.push('document bubble'));

document.getElementById('btn').click();
console.log(log.join(' | '));

log.length = 0;
const stopper = (e) => { log.push('inner stops'); e.stopPropagation(); };
document.getElementById('inner').addEventListener('click', stopper);
document.getElementById('btn').click();
console.log(log.join(' | '));
document.getElementById('inner').removeEventListener('click', stopper);

log.length = 0;
const btn = document.getElementById('btn');
btn.addEventListener('click', (e) => { log.push('btn immediate stop'); e.stopImmediatePropagation(); }, true);
btn.addEventListener('click', () => log.push('never: same node after stopImmediate'), true);
btn.click();
console.log(log.join(' | '));

log.length = 0;
const ev = new Event('click', { bubbles: false });
document.getElementById('inner').dispatchEvent(ev);
console.log(`non-bubbling: ${log.join(' | ')}`);
console.log(`composedPath length ${ev.composedPath().length}, eventPhase after ${ev.eventPhase}, currentTarget ${ev.currentTarget}`);
