// A log builder that appends 120 000 template-literal lines to one string, then greps and counts it.
const levels = ['INFO', 'WARN', 'ERROR', 'DEBUG'];
const users = ['ann', 'bob', 'cyd', 'dee', 'eve'];
let log = '';
for (let i = 0; i < 120000; i++) {
  const level = levels[(i * 7 + (i >> 4)) % 4];
  const ms = (i * 37) % 1000;
  log += `[${String(i).padStart(6, '0')}] ${level.padEnd(5)} user=${users[i % 5]} took=${ms}ms ${ms > 900 ? 'SLOW ' : ''}path=/api/v${i % 3}/items/${i}\n`;
}
console.log('log size', log.length);
console.log(log.slice(0, log.indexOf('\n')));
const lines = log.split('\n');
console.log('lines', lines.length - 1, 'last', lines[lines.length - 2]);
const errors = log.match(/ ERROR /g).length;
const slow = log.match(/took=9\d\dms SLOW/g).length;
console.log(`errors=${errors} slow=${slow}`);
const byUser = {};
for (const m of log.matchAll(/WARN  user=(\w+)/g)) byUser[m[1]] = (byUser[m[1]] || 0) + 1;
console.log(JSON.stringify(byUser));
const tail = lines.slice(-6, -1).map((l) => l.replace(/^\[(\d+)\]/, (_, n) => `#${+n}`)).join('\n');
console.log(tail);
