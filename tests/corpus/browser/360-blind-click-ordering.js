// @html <div id="outer"><button id="btn">Buy</button></div><a id="link" href="#section">link</a>
// @input click #btn @ 100ms
// @until 600
// Ordering of a real click vs a synthetic el.click(): microtasks between listeners, capture/bubble, rAF vs timers vs MessageChannel after a click handler
const out = [];
const say = (m) => { out.push(m); console.log(m); };
const btn = document.getElementById('btn');
const outer = document.getElementById('outer');
const ch = new MessageChannel();
ch.port1.onmessage = (e) => say(`  message ${e.data}`);
function wire(tag) {
  outer.addEventListener('click', () => { say(`${tag}: outer capture`); Promise.resolve().then(() => say(`${tag}:   micro from outer capture`)); }, true);
  btn.addEventListener('click', (e) => {
    say(`${tag}: btn listener 1 (trusted=${e.isTrusted}, detail=${e.detail})`);
    Promise.resolve().then(() => say(`${tag}:   micro from listener 1`));
  });
  btn.addEventListener('click', () => {
    say(`${tag}: btn listener 2`);
    queueMicrotask(() => say(`${tag}:   micro from listener 2`));
  });
  outer.addEventListener('click', (e) => {
    say(`${tag}: outer bubble (target ${e.target.id}, currentTarget ${e.currentTarget.id})`);
    setTimeout(() => say(`${tag}:   timeout 0 from bubble`), 0);
    ch.port2.postMessage(`${tag} from bubble`);
  });
}
let phase = 'real';
wire('C');
btn.addEventListener('click', () => {
  if (phase !== 'real') return;
  phase = 'done';
  setTimeout(() => {
    say('--- synthetic btn.click() from a timer ---');
    btn.click();
    say('after btn.click() returned (microtasks not yet run)');
  }, 150);
  setTimeout(() => {
    say('--- dispatchEvent(new MouseEvent) with bubbles:false ---');
    btn.dispatchEvent(new MouseEvent('click', { bubbles: false, cancelable: true }));
    say('after dispatchEvent');
  }, 300);
});
const link = document.getElementById('link');
link.addEventListener('click', (e) => { e.preventDefault(); say(`link click prevented: ${e.defaultPrevented}, hash still "${location.hash}"`); });
setTimeout(() => { link.click(); say('after link.click(), hash = "' + location.hash + '"'); }, 450);
setTimeout(() => say(`total lines ${out.length}`), 550);
