// A todo list with event delegation: closest() finds the clicked item, dataset stores state, :not(.done) and :nth-child count items, a <style> rule hides finished items
// @html <style>.todo.done { display: none; } .todo { color: #222; } ul#todos > li:first-child { font-weight: bold; }</style>
// @html <ul id="todos"><li class="todo" data-id="1"><span>Buy milk</span> <button class="finish">done</button></li><li class="todo" data-id="2"><span>Write report</span> <button class="finish">done</button></li><li class="todo urgent" data-id="3"><span>Call Ada</span> <button class="finish" id="finish3">done</button></li></ul>
const list = document.getElementById('todos');
const report = () => {
  const open = list.querySelectorAll('li.todo:not(.done)');
  const names = Array.from(open, (li) => li.querySelector('span').textContent);
  console.log(`open (${open.length}): ${names.join(', ')}`);
};
list.addEventListener('click', (e) => {
  if (!e.target.matches('button.finish')) return;
  const item = e.target.closest('li[data-id]');
  item.classList.add('done');
  item.dataset.finishedBy = 'click';
  console.log(`finished #${item.dataset.id} (${item.getAttribute('data-finished-by')}), hidden by CSS: ${getComputedStyle(item).display === 'none'}`);
  report();
});
report();
const first = list.querySelector('li:first-child');
console.log(`first item weight ${getComputedStyle(first).fontWeight}, color ${getComputedStyle(first.querySelector('span')).color}`);
console.log(`urgent is the last: ${list.querySelector('.urgent').matches(':last-child')}, second via nth-child: ${list.querySelector('li:nth-child(2) span').textContent}`);
document.querySelector('[data-id="2"] .finish').click();
setTimeout(() => document.getElementById('finish3').click(), 50);
