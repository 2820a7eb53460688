// RegExp: word frequencies, sentence splitting and whitespace normalisation in a paragraph.
const text = `It was the best of times, it was the worst of times;
it was the age of wisdom... It was the age of foolishness!   Was it?`;
const freq = new Map();
for (const [word] of text.toLowerCase().matchAll(/\b[a-z']+\b/g)) freq.set(word, (freq.get(word) || 0) + 1);
const top = [...freq].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
console.log(top);
console.log(text.split(/(?<=[.!?;])\s+/).map((s) => s.replace(/\s+/g, ' ').trim()));
console.log(text.replace(/\s+/g, ' ').length, text.match(/\bit\b/gi).length, text.match(/\.{3}/g));
// Capitalise the first letter of every sentence.
console.log('one. two! three? four'.replace(/(^|[.!?]\s+)([a-z])/g, (m, sep, ch) => sep + ch.toUpperCase()));
// Collapse repeated words ("the the") with a backreference.
console.log('this is is a test test of the the engine'.replace(/\b(\w+)(\s+\1\b)+/g, '$1'));
