// A debounce helper built on clearTimeout/setTimeout only calls through once calls stop arriving.
function debounce(fn, ms) {
  let id = null;
  return (value) => {
    if (id !== null) clearTimeout(id);
    id = setTimeout(() => {
      id = null;
      fn(value);
    }, ms);
  };
}
const save = debounce((v) => console.log(`saved ${v}`), 30);
save('a');
save('ab');
save('abc');
setTimeout(() => save('abcd'), 60);
setTimeout(() => console.log('end'), 150);
