// fetch with a Request: its signal aborts it, init.signal overrides it, a request whose
// body was read cannot be sent, and a clone can be sent instead.
const controller = new AbortController();
const req = new Request('/api/slow', { signal: controller.signal });
console.log('signal', req.signal.aborted, req.signal === controller.signal);
fetch(req).then(() => console.log('slow resolved'), (e) => console.log('slow rejected', e.name));
controller.abort();
console.log('request signal after abort', req.signal.aborted, req.signal.reason.name);
const other = new AbortController();
setTimeout(() => fetch(new Request('/api/fast', { signal: controller.signal }), { signal: other.signal })
  .then((r) => r.text()).then((t) => { console.log('fast', t); save(); }), 10);
const save = () => {
const post = new Request('/api/save', { method: 'POST', body: 'data=1' });
const spare = post.clone();
post.text().then((t) => {
  console.log('read', t, post.bodyUsed);
  return fetch(post);
}).then(() => console.log('sent used request'), (e) => console.log(e.name + ': ' + e.message))
  .then(() => fetch(spare)).then((r) => r.json()).then((j) => console.log('spare', j.url, spare.bodyUsed));
};
