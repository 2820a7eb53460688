// PerformanceObserver in the page: marks and measures reach the callback in a task after
// the current one (after its microtasks), in one batch per observer; buffered: true
// replays earlier entries; takeRecords empties the buffer; disconnect stops delivery.
const log = [];
const first = new PerformanceObserver((list, observer) => {
  log.push('first: ' + list.getEntries().map((e) => e.entryType + ':' + e.name).join(', ') + ' same=' + (observer === first));
});
first.observe({ entryTypes: ['mark', 'measure'] });
const second = new PerformanceObserver((list) => log.push('second: ' + list.getEntriesByType('mark').map((e) => e.name).join(', ')));
second.observe({ type: 'mark' });
performance.mark('load:start');
performance.mark('load:end');
performance.measure('load', 'load:start', 'load:end');
Promise.resolve().then(() => log.push('microtask before the observers'));
setTimeout(() => {
  performance.mark('click');
  log.push('takeRecords: ' + second.takeRecords().map((e) => e.name).join(','));
  first.disconnect();
  performance.mark('after-disconnect');
  const late = new PerformanceObserver((list) => {
    log.push('buffered: ' + list.getEntries().map((e) => e.name).join(', '));
    late.disconnect();
  });
  late.observe({ type: 'measure', buffered: true });
  setTimeout(() => console.log(log.join('\n')), 50);
}, 20);
try { first.observe({ type: 'mark', entryTypes: ['mark'] }); } catch (e) { log.push('both options -> ' + e.name); }
console.log('supports mark and longtask:', PerformanceObserver.supportedEntryTypes.includes('mark'), PerformanceObserver.supportedEntryTypes.includes('longtask'));
