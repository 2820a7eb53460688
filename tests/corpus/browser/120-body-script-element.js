// The page as Chromium builds it: the body holds the @html markup followed by the program's own <script src="/main.js">, which is document.currentScript while it runs (null in later tasks); the head holds a <meta charset>; whitespace between tags in the markup stays as text nodes
// @html <header id="top"><h1>Shop</h1></header>
// @html <main id="content">  <p>Welcome</p>  </main>
const body = document.body;
console.log(`body children: ${[...body.children].map((e) => e.tagName).join(' ')}; childNodes ${body.childNodes.length}`);
console.log(`last element ${body.lastElementChild.tagName} src attribute ${body.lastElementChild.getAttribute('src')}`);
console.log(`currentScript is it: ${document.currentScript === body.lastElementChild}, scripts ${document.querySelectorAll('script').length}`);
console.log(`head: ${[...document.head.children].map((e) => e.tagName + ' charset=' + e.getAttribute('charset')).join(' ')}`);
const main = document.getElementById('content');
console.log(`main childNodes: ${[...main.childNodes].map((n) => n.nodeType === 3 ? JSON.stringify(n.data) : n.tagName).join(',')}`);
console.log(`html children: ${[...document.documentElement.children].map((e) => e.tagName).join(',')}, documentElement ${document.documentElement.tagName}`);
const note = document.createElement('p');
note.textContent = 'added';
body.appendChild(note);
console.log(`after append: last ${body.lastElementChild.tagName}, before it ${body.lastElementChild.previousElementSibling.tagName}`);
setTimeout(() => console.log(`currentScript in a timer: ${document.currentScript}`), 0);
