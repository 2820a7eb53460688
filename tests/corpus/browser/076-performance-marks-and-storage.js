// User Timing around a busy loop (mark, measure between marks, getEntriesByName/ByType, clearMarks), localStorage items, and the document's title and visibility
// @until 300
performance.mark('render:start');
let total = 0;
for (let i = 0; i < 20000; i++) total += i % 7;
performance.mark('render:end', { detail: { rows: 20 } });
const m = performance.measure('render', 'render:start', 'render:end');
console.log(`measure ${m.name} ${m.entryType} positive=${m.duration > 0} starts at mark=${m.startTime === performance.getEntriesByName('render:start')[0].startTime}`);
console.log(`marks=${performance.getEntriesByType('mark').length} measures=${performance.getEntriesByType('measure').length} detail rows=${performance.getEntriesByName('render:end')[0].detail.rows}`);
console.log(`by name and type: ${performance.getEntriesByName('render', 'mark').length} ${performance.getEntriesByName('render', 'measure').length}`);
try {
  performance.measure('broken', 'no-such-mark');
} catch (e) {
  console.log(`missing mark: ${e.name}`);
}
performance.clearMarks('render:start');
console.log(`after clearMarks: ${performance.getEntriesByType('mark').map((e) => e.name).join(',')}`);
const fromNow = performance.measure('since start');
console.log(`measure without marks starts at ${fromNow.startTime}`);
localStorage.clear();
localStorage.setItem('theme', 'dark');
localStorage.setItem('visits', 3);
console.log(`storage: ${localStorage.getItem('theme')} ${typeof localStorage.getItem('visits')} ${localStorage.getItem('missing')} length=${localStorage.length}`);
localStorage.removeItem('theme');
console.log(`after remove: ${localStorage.length} first key ${localStorage.key(0)}`);
localStorage.clear();
document.title = 'Inbox (3)';
console.log(`title "${document.title}" visibility ${document.visibilityState} hidden=${document.hidden}`);
