// fetch never resolves synchronously or within the current microtask checkpoint: the
// script and its microtasks finish first, then the response arrives and r.json()
// yields the body the simulated server sends ({"url": path}).
fetch('/api/user').then((r) => {
  console.log(`response: ok ${r.ok}, status ${r.status}`);
  return r.json();
}).then((data) => console.log(`json url: ${data.url}`));
Promise.resolve().then(() => console.log('microtask 1'));
queueMicrotask(() => console.log('microtask 2'));
console.log('fetch started');
