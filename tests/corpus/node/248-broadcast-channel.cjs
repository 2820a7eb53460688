// Two tabs' worth of BroadcastChannel in one process: each channel hears the others.
const a = new BroadcastChannel('chat');
const b = new BroadcastChannel('chat');
const other = new BroadcastChannel('other');
let received = 0;
function done() { if (++received === 3) { a.close(); b.close(); other.close(); console.log('all closed'); } }
a.onmessage = (e) => { console.log('a <-', JSON.stringify(e.data)); done(); };
b.addEventListener('message', (e) => { console.log('b <-', e.data.text); Promise.resolve().then(() => console.log('b micro')); done(); });
other.onmessage = () => console.log('other should not hear chat');
a.postMessage({ text: 'hello from a' });
b.postMessage({ text: 'hi from b', n: [1, 2] });
setTimeout(() => { a.postMessage({ text: 'late' }); }, 10);
console.log(a.name, b instanceof EventTarget);
try { const c = new BroadcastChannel('x'); c.close(); c.postMessage(1); } catch (e) { console.log(e.name, e.message); }
