// readline over an in-memory stream: parse a small CSV line by line
const { Readable } = require('stream');
const readline = require('readline');

const csv = [
  'name,dept,salary',
  'Ada,eng,120',
  'Grace,eng,130',
  '',
  'Linus,ops,95',
  'Margaret,eng,140',
  'Ken,ops,105',
].join('\n');

// deliver the text in awkward chunks that split lines
const chunks = [];
for (let i = 0; i < csv.length; i += 7) chunks.push(csv.slice(i, i + 7));
const input = Readable.from(chunks);

const rl = readline.createInterface({ input, crlfDelay: Infinity });

let header = null;
const byDept = new Map();
let lineNo = 0;

rl.on('line', (line) => {
  lineNo++;
  if (!line.trim()) {
    console.log(`line ${lineNo}: (blank, skipped)`);
    return;
  }
  const cols = line.split(',');
  if (!header) {
    header = cols;
    console.log(`line ${lineNo}: header ${JSON.stringify(header)}`);
    return;
  }
  const row = Object.fromEntries(header.map((h, i) => [h, cols[i]]));
  row.salary = Number(row.salary);
  console.log(`line ${lineNo}: ${row.name} in ${row.dept}`);
  const list = byDept.get(row.dept) ?? [];
  list.push(row);
  byDept.set(row.dept, list);
});

rl.on('close', async () => {
  console.log('close event, lines read:', lineNo);
  for (const [dept, rows] of byDept) {
    const total = rows.reduce((s, r) => s + r.salary, 0);
    console.log(`${dept}: ${rows.length} people, avg ${(total / rows.length).toFixed(1)}`);
  }
  // and the promise-based flavour with for await
  const rl2 = readline.createInterface({ input: Readable.from(['x\ny', '\nz\n']) });
  const lines = [];
  for await (const l of rl2) lines.push(l);
  console.log('for await lines:', lines);
});
