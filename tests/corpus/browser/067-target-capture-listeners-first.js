// At the target itself, capture listeners run before non-capture ones even when they
// were added later (both report phase 2, AT_TARGET); ancestors' capture listeners run
// before the target's, their bubbling listeners after.
// @html <div id="box"><button id="btn">b</button></div>
const btn = document.getElementById('btn');
const box = document.getElementById('box');
btn.addEventListener('poke', (e) => console.log(`target bubble listener, phase ${e.eventPhase}`));
btn.addEventListener('poke', (e) => console.log(`target capture listener, phase ${e.eventPhase}`), { capture: true });
box.addEventListener('poke', (e) => console.log(`box bubble listener, phase ${e.eventPhase}`));
box.addEventListener('poke', (e) => console.log(`box capture listener, phase ${e.eventPhase}`), { capture: true });
btn.dispatchEvent(new Event('poke', { bubbles: true }));
console.log(`after dispatch, phase ${new Event('poke').eventPhase}`);
