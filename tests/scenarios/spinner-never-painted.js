// A spinner is shown, then a 500 ms loop blocks the thread, then the spinner is hidden.
// Rendering only happens between tasks, so no paint ever shows the spinner.
// @html <div id="spinner" hidden>Loading…</div><p id="result">-</p>
const spinner = document.getElementById('spinner');
spinner.hidden = false;
const start = performance.now();
while (performance.now() - start < 500) {}
document.getElementById('result').textContent = 'Computed';
spinner.hidden = true;
console.log('done');
