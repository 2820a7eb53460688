// Negative array indexes via Proxy: arr[-1] is the last element; the array methods still work.
function negativeArray(items) {
  return new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key.length > 1 && key[0] === '-' && Number.isInteger(Number(key))) key = String(target.length + Number(key));
      return Reflect.get(target, key, receiver);
    },
  });
}
const letters = negativeArray(['a', 'b', 'c', 'd']);
console.log(letters[-1], letters[-2], letters[0], letters.length);
letters.push('e');
console.log(letters[-1], letters.length, Array.isArray(letters));
console.log(letters.map((x) => x.toUpperCase()), [...letters].join(''));
console.log(letters, Object.prototype.toString.call(letters));
console.log(letters.slice(-2), letters.indexOf('c'), JSON.stringify(letters));
