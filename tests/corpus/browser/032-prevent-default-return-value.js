// preventDefault only has an effect on a cancelable event: dispatchEvent then returns
// false and defaultPrevented is true. On a non-cancelable event it is ignored.
// @html <div id="f"><button id="b">save</button></div>
const b = document.getElementById('b');
b.addEventListener('save', (e) => {
  e.preventDefault();
  console.log(`in listener: defaultPrevented ${e.defaultPrevented}`);
});
const cancelable = new Event('save', { cancelable: true });
console.log(`cancelable dispatch returned ${b.dispatchEvent(cancelable)}`);
console.log(`after: defaultPrevented ${cancelable.defaultPrevented}`);
const plain = new Event('save');
console.log(`plain dispatch returned ${b.dispatchEvent(plain)}`);
console.log(`after: defaultPrevented ${plain.defaultPrevented}`);
console.log(`no listener: ${document.body.dispatchEvent(new Event('save', { cancelable: true }))}`);
