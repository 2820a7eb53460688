// toUpperCase/toLowerCase, at, charAt, charCodeAt, codePointAt and String.fromCharCode.
const s = 'Hello';
console.log(s.toUpperCase(), s.toLowerCase(), 'ß straße'.toUpperCase());
console.log(s.at(0), s.at(-1), s.at(10), s.charAt(1), s.charAt(10) === '');
console.log(s.charCodeAt(0), s.charCodeAt(99), 'é'.charCodeAt(0));
console.log('\u{1F600}'.charCodeAt(0), '\u{1F600}'.codePointAt(0));
console.log(String.fromCharCode(72, 105), String.fromCodePoint(9731));
const capitalize = (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
console.log('hELLO wORLD'.split(' ').map(capitalize).join(' '));
