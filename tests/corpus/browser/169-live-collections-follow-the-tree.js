// @html <ul id="list"><li class="item">one</li><li class="item done">two</li><li class="item">three</li></ul>
// getElementsByClassName / getElementsByTagName are live: they follow later changes;
// querySelectorAll is a snapshot taken once.
const list = document.getElementById('list');
const items = list.getElementsByClassName('item');
const done = document.getElementsByClassName('item done');
const lis = document.getElementsByTagName('li');
const snapshot = document.querySelectorAll('.item');
const counts = (when) => console.log(when + ': items ' + items.length + ', done ' + done.length + ', li ' + lis.length + ', snapshot ' + snapshot.length);
counts('start');
const li = document.createElement('li');
li.className = 'item';
li.textContent = 'four';
list.appendChild(li);
counts('after appending four');
items[0].classList.add('done');
counts('after marking one done');
console.log('done now: ' + [...done].map((e) => e.textContent).join(', ') + '; item(1) ' + items.item(1).textContent + '; [9] ' + items[9]);
// Removing while walking a live collection skips elements: the classic bug, and the fix.
for (let i = 0; i < done.length; i++) done[i].classList.remove('done');
counts('after a forward loop that clears done');
list.firstChild.classList.add('done'); list.lastChild.classList.add('done');
while (done.length > 0) done[0].classList.remove('done');
counts('after a while loop on done[0]');
list.textContent = '';
counts('after emptying the list');
