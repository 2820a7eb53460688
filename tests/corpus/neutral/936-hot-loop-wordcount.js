// Word frequency and letter histogram over generated text using plain object maps.
const syll = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'so', 'vi', 'ex', 'qu', 'ba', 'do'];
let s = 2024;
function r(n) { s = (s * 16807) % 2147483647; return s % n; }
const words = [];
for (let i = 0; i < 1500; i++) {
  let w = '';
  const len = 1 + r(3);
  for (let j = 0; j < len; j++) w += syll[r(syll.length)];
  words.push(w);
}
let text = '';
const parts = [];
for (let i = 0; i < 120000; i++) {
  // Zipf-ish: favour low indices
  const idx = Math.floor(words.length * Math.pow(r(10000) / 10000, 3));
  parts.push(words[idx]);
  if (r(12) === 0) parts.push(r(2) ? '.' : ',');
}
text = parts.join(' ').replace(/ ([.,])/g, '$1');
console.log('text length:', text.length);

const freq = {};
const tokens = text.toLowerCase().split(/[^a-z]+/);
for (let i = 0; i < tokens.length; i++) {
  const t = tokens[i];
  if (!t) continue;
  if (freq[t] === undefined) freq[t] = 1; else freq[t]++;
}
const entries = Object.entries(freq).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log('distinct words:', entries.length);
console.log('top 8:', entries.slice(0, 8).map(([w, c]) => w + '=' + c).join(' '));

const letters = {};
for (let i = 0; i < text.length; i++) {
  const ch = text[i];
  if (ch >= 'a' && ch <= 'z') letters[ch] = (letters[ch] || 0) + 1;
}
const keys = Object.keys(letters).sort();
console.log('letters:', keys.map(k => k + ':' + letters[k]).join(' '));

// bigrams with Map
const bigrams = new Map();
for (let i = 1; i < tokens.length; i++) {
  if (!tokens[i] || !tokens[i - 1]) continue;
  const key = tokens[i - 1] + ' ' + tokens[i];
  bigrams.set(key, (bigrams.get(key) || 0) + 1);
}
let best = '', bestN = 0;
for (const [k, v] of bigrams) if (v > bestN || (v === bestN && k < best)) { best = k; bestN = v; }
console.log('bigrams:', bigrams.size, 'most common:', JSON.stringify(best), bestN);
let sentences = text.split('.').length;
console.log('sentences:', sentences, 'avg word length:', (tokens.reduce((a, t) => a + t.length, 0) / tokens.filter(Boolean).length).toFixed(4));
