// perf_hooks PerformanceObserver: mark and measure entries delivered in one batch from a
// setImmediate, takeRecords, disconnect, buffered: true, supportedEntryTypes.
import { PerformanceObserver, performance } from 'node:perf_hooks';
const seen = [];
const obs = new PerformanceObserver((list, o) => {
  console.log('batch', list.getEntries().map((e) => `${e.entryType}:${e.name}`).join(','), o === obs);
  console.log('byType', list.getEntriesByType('measure').length, 'byName', list.getEntriesByName('a').length);
});
obs.observe({ entryTypes: ['mark', 'measure'] });
performance.mark('a');
performance.mark('b');
performance.measure('a-b', 'a', 'b');
setImmediate(() => console.log('immediate after?'));
Promise.resolve().then(() => console.log('microtask'));
setTimeout(() => {
  performance.mark('c');
  console.log('takeRecords', obs.takeRecords().map((e) => e.name).join(','));
  obs.disconnect();
  performance.mark('d');
  const late = new PerformanceObserver((list) => { console.log('buffered', list.getEntries().map((e) => e.name).join(',')); late.disconnect(); });
  late.observe({ type: 'mark', buffered: true });
}, 5);
console.log('supported', PerformanceObserver.supportedEntryTypes.join(','));
try { new PerformanceObserver(1); } catch (e) { console.log(e.code, e.message); }
console.log(typeof globalThis.PerformanceObserver);
