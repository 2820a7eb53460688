// AbortSignal.timeout does not keep a Node process alive (its timer is unref'd); AbortSignal.any follows its sources in order
const lonely = AbortSignal.timeout(100);
lonely.addEventListener('abort', () => console.log('never printed: the process exits first'));
const a = new AbortController();
const b = AbortSignal.timeout(30);
const combined = AbortSignal.any([a.signal, b]);
combined.onabort = () => console.log('combined aborted:', combined.reason.name, combined.reason.message);
b.onabort = () => console.log('timeout source aborted, combined.aborted =', combined.aborted);
setTimeout(() => {
  console.log('50 ms timer:', combined.aborted, b.aborted, a.signal.aborted);
  a.abort('too late to matter');
  console.log('combined reason is still', combined.reason.name);
}, 50);
process.on('exit', () => console.log('exit; lonely aborted =', lonely.aborted));
