// Long strings print whole on one line, even inside arrays and objects.
const long = 'x'.repeat(100);
console.log(long);
console.log([long]);
console.log({ key: 'a fairly long string value that goes past the eighty character line width limit' });
console.log(['short', 'a string that is long enough to push this array beyond the line width limit']);
console.log({ text: 'line one\nline two' });
