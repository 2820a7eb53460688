// The onclick property is one listener among the others, in registration order;
// assigning it again replaces the handler in place, and null removes it.
// @html <button id="b">b</button>
const b = document.getElementById('b');
b.addEventListener('click', () => console.log('listener A'));
b.onclick = () => console.log('onclick v1');
b.addEventListener('click', () => console.log('listener B'));
b.click();
b.onclick = (e) => console.log(`onclick v2, type ${e.type}`);
b.click();
b.onclick = null;
console.log(`onclick now ${b.onclick}`);
b.click();
