// Throwing a non-Error value that nobody catches also exits with code 1.
const items = ['a', 'b', 'c'];
for (const item of items) {
  console.log('processing', item);
}
try {
  throw 'caught string';
} catch (e) {
  console.log('first throw was caught:', e);
}
console.log('about to throw an object');
throw { code: 'E_UNCAUGHT', detail: 42 };
