// RegExp: case-insensitive matching (the i flag), with and without u.
console.log(/hello/i.test('HeLLo'), 'Straße STRASSE'.match(/straße/gi), /[a-z]+/i.exec('ABC def')[0]);
console.log(/\u212a/i.test('k'), /\u212a/iu.test('k'), /\u017f/i.test('S'), /\u017f/iu.test('S'));
console.log(/σ/i.test('Σ'), /σ/i.test('ς'), /σ/iu.test('ς'), /ǆ/i.test('ǅ'), /Ǆ/i.test('ǆ'));
console.log(/[^a]/i.test('A'), /[^\W]/iu.test('\u017f'), /\w/iu.test('\u212a'), /\w/i.test('\u212a'));
console.log(/(a)\1/i.test('aA'), /(?<x>ß)\k<x>/i.test('ßß'), /[α-ω]+/i.exec('ΑΒΓ abc')[0]);
console.log('Apple apple APPLE'.replace(/apple/gi, (m) => m.length), 'x'.match(/X/i).index);
console.log(/\bword\b/i.test('a WORD here'), /ı/i.test('I'), /i/i.test('İ'), /İ/iu.test('i'));
// Keywords in any case, counted.
const counts = {};
for (const [w] of 'Error error ERROR warn Warn info'.matchAll(/\b(error|warn|info)\b/gi)) {
  const k = w.toLowerCase();
  counts[k] = (counts[k] || 0) + 1;
}
console.log(counts);
