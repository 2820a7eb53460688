// Strings built by prepending 300 000 times and by wrapping in brackets 100 000 times, then read back.
let s = '';
for (let i = 0; i < 300000; i++) s = (i % 10) + s;
console.log(s.length, s.slice(0, 12), s.slice(-12), s.indexOf('0'), s.lastIndexOf('9'));
let digits = 0;
for (let i = 0; i < s.length; i++) digits += s.charCodeAt(i) - 48;
console.log('digit sum', digits);

let w = 'core';
for (let i = 0; i < 100000; i++) w = (i % 2 ? '(' : '[') + w + (i % 2 ? ')' : ']');
let depth = 0;
let maxDepth = 0;
for (const ch of w) {
  if (ch === '(' || ch === '[') maxDepth = Math.max(maxDepth, ++depth);
  else if (ch === ')' || ch === ']') depth--;
}
console.log(w.length, w.slice(0, 6), w.slice(99998, 100006), w.slice(-6), 'balanced', depth === 0, maxDepth);

let path = '';
for (let i = 0; i < 50000; i++) path = 'dir' + i + '/' + path;
console.log(path.length, path.split('/').length, path.slice(0, 20), path.endsWith('dir0/'));
