// DOM writes are synchronous: textContent, hidden, style properties, className, id
// and attributes read back the new value immediately.
// @html <p id="msg">old text</p>
const p = document.getElementById('msg');
console.log(`text: ${p.textContent}`);
p.textContent = 'new text';
console.log(`text: ${p.textContent}`);
console.log(`hidden: ${p.hidden}`);
p.hidden = true;
console.log(`hidden: ${p.hidden}`);
p.style.color = 'blue';
p.style.display = 'none';
console.log(`style: ${p.style.color} ${p.style.display}`);
p.className = 'note warn';
console.log(`className: ${p.className}`);
p.setAttribute('data-x', '7');
console.log(`data-x: ${p.getAttribute('data-x')}, missing: ${p.getAttribute('data-y')}`);
p.id = 'msg2';
console.log(`by old id: ${document.getElementById('msg')}, by new id: ${document.getElementById('msg2') === p}`);
