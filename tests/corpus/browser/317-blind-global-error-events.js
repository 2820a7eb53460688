// Global error reporting: window 'error' and 'unhandledrejection' listeners.
const reports = [];
window.addEventListener('error', (e) => {
  reports.push(`error: ${e.message}`);
  console.log('window error event:', e.message, '| error is Error:', e.error instanceof Error);
  if (e.error?.message === 'silence me') e.preventDefault();
});
window.addEventListener('unhandledrejection', (e) => {
  const r = e.reason;
  console.log('unhandledrejection:', r instanceof Error ? `${r.name}: ${r.message}` : String(r), '| promise?', e.promise instanceof Promise);
  e.preventDefault();
});
window.addEventListener('rejectionhandled', (e) => console.log('rejectionhandled for', e.reason.message));

setTimeout(() => { throw new Error('boom in a timer'); }, 0);
setTimeout(() => { throw new Error('silence me'); }, 10);
setTimeout(() => { null.x; }, 20);
setTimeout(() => console.log('page keeps running after errors; reports:', reports.length), 30);

Promise.reject(new RangeError('rejected and never handled'));
const p = Promise.reject(new Error('handled later'));
setTimeout(() => p.catch(() => console.log('caught late')), 50);

(async () => { throw 'a string from an async function'; })();

try {
  JSON.parse('{ nope }');
} catch (e) {
  console.log('sync caught:', e.name);
}
console.log('end of script');
