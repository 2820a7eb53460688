// @html <textarea id="bio" maxlength="30"></textarea><input id="code" minlength="4" maxlength="6"><p id="left"></p>
// A character counter built on maxLength, and what minLength/maxLength reflect.
const bio = document.getElementById('bio');
const code = document.getElementById('code');
const left = document.getElementById('left');
bio.addEventListener('input', () => { left.textContent = (bio.maxLength - bio.value.length) + ' characters left'; });
for (const word of ['Hello', ', I write ', 'JavaScript']) {
  bio.value += word;
  bio.dispatchEvent(new Event('input'));
  console.log(JSON.stringify(bio.value) + ' -> ' + left.textContent);
}
console.log('code: max ' + code.maxLength + ', min ' + code.minLength + '; bio min ' + bio.minLength);
const plain = document.createElement('input');
console.log('no attribute: max ' + plain.maxLength + ', min ' + plain.minLength);
plain.maxLength = 12;
console.log('set to 12: attribute ' + plain.getAttribute('maxlength') + ', max ' + plain.maxLength);
try { plain.maxLength = -3; } catch (e) { console.log(e.name + ' when set to -3'); }
plain.setAttribute('maxlength', 'abc');
console.log('bad attribute: max ' + plain.maxLength);
code.value = 'toolongvalue';
console.log('set by script: length ' + code.value.length + ', tooLong ' + code.validity.tooLong + ', valid ' + code.checkValidity());
