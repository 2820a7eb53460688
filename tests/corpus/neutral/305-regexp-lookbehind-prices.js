// RegExp: lookbehind and lookahead, e.g. prices after a currency sign, matched backwards.
const text = 'Coffee $3.50, cake €4, tea $2, 10 cups, refund -$1.25';
console.log(text.match(/(?<=\$)\d+(\.\d\d)?/g));
console.log(text.match(/(?<!\$|\d|\.)\d+\b(?!\.)/g));
console.log(text.match(/(?<=€)\d+/)[0], text.match(/(?<=-\$)[\d.]+/)[0]);
// Captures inside a lookbehind are matched from right to left.
console.log(/(?<=(\d+)(\d+))$/.exec('1053').slice(1), /(?<=(\d)(\d))$/.exec('1053').slice(1));
console.log(/(?<=\1(a))b/.exec('aab'), /(?<!a(?=b))c/.test('ac'));
// Thousands separators with a lookahead.
console.log('1234567.891'.replace(/\B(?=(\d{3})+(?!\d))(?<!\.\d*)/g, ','));
console.log(String(9876543210).replace(/(?<=\d)(?=(?:\d{3})+$)/g, ' '));
// Words not followed by a comma; words preceded by "the ".
console.log('red, green blue, white'.match(/\b\w+\b(?!,)/g), 'the cat and the dog'.match(/(?<=\bthe )\w+/g));
