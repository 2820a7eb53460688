// Parse a CSV file (quoted fields, embedded commas and newlines) in a worker and print a summary table on the page.
const csv = `region,product,units,price
North,"Widget, large",12,9.50
South,Gadget,7,19.99
North,Gadget,3,19.99
"East","Widget ""Pro""",5,24.00
South,"Multi
line",1,100
East,Widget,,9.50`;

const worker = new Worker('csv-worker.js');

function request(msg) {
  return new Promise((resolve, reject) => {
    worker.addEventListener('message', function onMessage(e) {
      worker.removeEventListener('message', onMessage);
      if (e.data.error) reject(new Error(e.data.error));
      else resolve(e.data);
    });
    worker.postMessage(msg);
  });
}

(async () => {
  console.log('parsing...');
  const { header, rows, skipped } = await request({ cmd: 'parse', text: csv });
  console.log(`columns: ${header.join(' | ')}`);
  console.log(`rows: ${rows.length}, skipped: ${skipped}`);
  for (const r of rows) console.log(`  ${JSON.stringify(r)}`);

  const totals = await request({ cmd: 'aggregate', by: 'region' });
  for (const [region, t] of Object.entries(totals.groups)) {
    console.log(`${region.padEnd(6)} units=${String(t.units).padStart(3)} revenue=${t.revenue.toFixed(2)}`);
  }

  try {
    await request({ cmd: 'aggregate', by: 'colour' });
  } catch (err) {
    console.log(`error from worker: ${err.message}`);
  }
  worker.terminate();
  console.log('done');
})();

// @file csv-worker.js
let table = null;

function parseCSV(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else field += c;
  }
  row.push(field);
  rows.push(row);
  return rows;
}

self.addEventListener('message', ({ data }) => {
  if (data.cmd === 'parse') {
    const [header, ...body] = parseCSV(data.text);
    let skipped = 0;
    const rows = [];
    for (const cells of body) {
      const obj = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
      if (obj.units === '') { skipped++; continue; }
      obj.units = Number(obj.units);
      obj.price = Number(obj.price);
      rows.push(obj);
    }
    table = { header, rows };
    postMessage({ header, rows, skipped });
  } else if (data.cmd === 'aggregate') {
    if (!table.header.includes(data.by)) {
      postMessage({ error: `unknown column "${data.by}"` });
      return;
    }
    const groups = {};
    for (const r of table.rows) {
      const g = (groups[r[data.by]] ??= { units: 0, revenue: 0 });
      g.units += r.units;
      g.revenue += r.units * r.price;
    }
    postMessage({ groups });
  }
});
