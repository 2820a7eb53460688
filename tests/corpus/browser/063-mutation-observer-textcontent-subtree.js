// Setting textContent replaces the children: with childList and subtree the observer
// gets one childList record per change, also for a nested element's text.
// @html <div id="root"><p id="title">Title</p><p id="body">Body</p></div>
const root = document.getElementById('root');
new MutationObserver((records, observer) => {
  console.log(`${records.length} records: ${records.map((r) => r.type).join(' ')}`);
}).observe(root, { childList: true, subtree: true });
document.getElementById('title').textContent = 'New title';
document.getElementById('body').textContent = 'New body';
setTimeout(() => {
  root.removeChild(document.getElementById('body'));
  console.log(`root text now: ${root.textContent}`);
}, 0);
