// Building a 3 MB string with += while checking .length each time, then slicing, searching and splitting it.
let s = '';
let i = 0;
while (s.length < 3 * 1024 * 1024) {
  s += 'line ' + i + ';';
  i++;
}
console.log('pieces', i, 'length', s.length);
console.log(JSON.stringify(s.slice(0, 30)), JSON.stringify(s.slice(-30)));
console.log('indexOf', s.indexOf('line 123456;'), 'lastIndexOf', s.lastIndexOf('line 1;'), s.includes('line ' + i + ';'));
const parts = s.split(';');
console.log('split', parts.length, parts[parts.length - 2], JSON.stringify(parts[parts.length - 1]));
let h = 0;
for (let k = 0; k < s.length; k += 7) h = (h * 31 + s.charCodeAt(k)) >>> 0;
console.log('hash', h);

let x = '';
for (let k = 0; k < 2000000; k++) {
  x += String.fromCharCode(65 + (k % 26));
  if (x.length % 500000 === 0) console.log('at', x.length, x[x.length - 1]);
}
console.log(x.slice(999990, 1000010), x.charCodeAt(1999999), x.split('Z').length);
const joined = parts.slice(0, 100000).join('|');
console.log('joined', joined.length, joined.replaceAll('|', '').length, s.repeat(2).length);
