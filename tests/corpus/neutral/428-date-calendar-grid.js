// A month calendar grid like a date picker draws: weeks starting on Sunday, padding days, today marked.
// @env TZ=UTC
function calendar(year, month, today) {
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const cells = Array(first.getDay()).fill('  ');
  for (let day = 1; day <= days; day++) {
    const d = new Date(year, month, day);
    const mark = d.toDateString() === today.toDateString() ? '*' : ' ';
    cells.push(String(day).padStart(2) + mark);
  }
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7).map(c => c.padEnd(3)).join(' '));
  return weeks;
}
const title = (y, m) => new Date(y, m).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
for (const [y, m] of [[2024, 1], [2024, 8], [2023, 1]]) {
  console.log(title(y, m));
  console.log('Su  Mo  Tu  We  Th  Fr  Sa');
  for (const w of calendar(y, m, new Date(2024, 1, 29))) console.log(w.trimEnd());
}
