// @html <select id="size"><option>S</option><option selected>M</option><option>L</option></select>
// A shop rebuilds a size picker with new Option(): which option is selected after each
// change, what text/index/value say, and selectedOptions following along.
const size = document.getElementById('size');
const show = (when) => console.log(when + ': index ' + size.selectedIndex + ', value ' + size.value
  + ', selected ' + [...size.selectedOptions].map((o) => o.text).join('+'));
show('from the HTML');
size.value = 'L';
show('after value = L');
const xl = new Option('  Extra   large ', 'XL');
console.log('detached option: text "' + xl.text + '", value ' + xl.value + ', selected ' + xl.selected + ', index ' + xl.index + ', is option ' + (xl instanceof HTMLElement) + ' ' + xl.tagName);
size.appendChild(xl);
show('after appending XL');
size.insertBefore(new Option('XS', 'XS', false, true), size.firstChild);
show('after inserting a selected XS first');
size.removeChild(size.options[0]);
show('after removing XS');
size.replaceChildren(...['38', '40', '42'].map((n, i) => new Option('EU ' + n, n, i === 1, i === 1)));
show('after replacing them all');
size.options[2].selected = true;
show('after options[2].selected = true');
console.log('defaultSelected: ' + [...size.options].map((o) => o.defaultSelected).join(','));
size.options[2].remove();
show('after removing the selected one');
