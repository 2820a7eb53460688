// Reporting periods: quarter of a date, start/end of quarter and year, fiscal years starting in April, range overlap.
// @env TZ=UTC
const quarter = d => Math.floor(d.getMonth() / 3) + 1;
const startOfQuarter = d => new Date(d.getFullYear(), (quarter(d) - 1) * 3, 1);
const endOfQuarter = d => new Date(d.getFullYear(), quarter(d) * 3, 0, 23, 59, 59, 999);
const fiscalYear = d => (d.getMonth() >= 3 ? d.getFullYear() + 1 : d.getFullYear());
for (const d of [new Date(2024, 0, 15), new Date(2024, 2, 31), new Date(2024, 3, 1), new Date(2024, 10, 30)]) {
  console.log(d.toDateString(), `Q${quarter(d)}`, startOfQuarter(d).toDateString(), '..', endOfQuarter(d).toISOString(), 'FY' + fiscalYear(d));
}
const overlaps = (a, b) => a.start < b.end && b.start < a.end;
const r = (s, e) => ({ start: new Date(s), end: new Date(e) });
console.log(overlaps(r('2024-01-01', '2024-02-01'), r('2024-01-31', '2024-03-01')), overlaps(r('2024-01-01', '2024-02-01'), r('2024-02-01', '2024-03-01')));
function eachMonth(from, to) {
  const out = [];
  for (const d = new Date(from.getFullYear(), from.getMonth(), 1); d <= to; d.setMonth(d.getMonth() + 1)) out.push(d.toISOString().slice(0, 7));
  return out;
}
console.log(eachMonth(new Date(2023, 10, 15), new Date(2024, 3, 2)).join(','));
const ytd = (d) => Math.round((d - new Date(d.getFullYear(), 0, 1)) / 864e5);
console.log('days into year:', ytd(new Date(2024, 11, 31)), ytd(new Date(2023, 11, 31)));
