// events.once with an AbortSignal (EventEmitter and EventTarget), cancelled waits rejecting with an AbortError whose cause is the reason, and events.addAbortListener
const { EventEmitter, once, addAbortListener } = require('events');
const jobs = new EventEmitter();
async function waitFor(emitter, name, ms) {
  try {
    const args = await once(emitter, name, { signal: AbortSignal.timeout(ms) });
    console.log(`got ${name}:`, args.length, args[0] && (args[0].type || args[0]));
  } catch (err) {
    console.log(`gave up on ${name}:`, err.name, err.code, err.cause.name);
  }
}
(async () => {
  setTimeout(() => jobs.emit('done', 'job-1', 42), 20);
  await waitFor(jobs, 'done', 200);
  await waitFor(jobs, 'never', 30);
  console.log('listeners left:', jobs.listenerCount('never'), jobs.listenerCount('error'));
  const target = new EventTarget();
  setTimeout(() => target.dispatchEvent(new Event('ready')), 10);
  await waitFor(target, 'ready', 200);
  const pre = new AbortController();
  pre.abort('stop');
  await once(jobs, 'x', { signal: pre.signal }).catch((e) => console.log('pre-aborted:', e.name, e.cause));
  const c = new AbortController();
  addAbortListener(c.signal, () => console.log('abort listener ran, reason', c.signal.reason));
  c.signal.addEventListener('abort', (e) => { e.stopImmediatePropagation(); console.log('a listener stopped propagation'); });
  c.abort('bye');
  setTimeout(() => console.log('timers still fine'), 60);
})();
