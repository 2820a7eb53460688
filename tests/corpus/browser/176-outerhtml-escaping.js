// @html <div id="box"></div>
// How outerHTML / innerHTML write attributes and text: every attribute gets a quoted value
// (a boolean one too), & < > " and no-break spaces are escaped, style and script text stay raw.
const box = document.getElementById('box');
const btn = document.createElement('button');
btn.disabled = true;
btn.setAttribute('title', 'Tom & "Jerry" <3');
btn.dataset.price = '5\u00a0€';
btn.textContent = 'a < b && c > d\u00a0!';
box.append(btn);
const style = document.createElement('style');
style.textContent = 'p > b { color: red; } a[href*="&"] {}';
box.append(style);
console.log(box.innerHTML);
console.log('length', box.outerHTML.length);
const input = document.createElement('input');
input.required = true;
input.value = 'typed';                 // the value is not an attribute
console.log(input.outerHTML);
