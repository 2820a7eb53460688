// A regular expression over many log lines.
const lines = [];
for (let i = 0; i < 50_000; i++) lines.push(`2024-01-${String(i % 28 + 1).padStart(2, '0')} GET /item/${i} ${200 + (i % 3) * 100}`);
const re = /^(\d{4})-(\d{2})-(\d{2}) (GET|POST) \/item\/(\d+) (\d{3})$/;
const t0 = performance.now();
let errors = 0;
for (const line of lines) { const m = re.exec(line); if (m && m[6] !== '200') errors++; }
const t1 = performance.now();
console.log('result', errors);
console.log('ms', t1 - t0);
