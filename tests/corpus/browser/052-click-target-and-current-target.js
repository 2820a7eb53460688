// A real click on a nested span: target is the span for every listener, currentTarget
// is the element each listener is attached to, and window sees it last.
// @html <div id="card"><p id="line"><span id="word">click me</span></p></div>
// @input click #word @ 100ms
for (const id of ['word', 'line', 'card']) {
  document.getElementById(id).addEventListener('click', (e) => {
    console.log(`${e.currentTarget.id}: target ${e.target.id}, phase ${e.eventPhase}`);
  });
}
window.addEventListener('click', (e) => console.log(`window: target ${e.target.id}, trusted ${e.isTrusted}`));
document.getElementById('card').addEventListener('click', () => console.log('card capture'), { capture: true });
