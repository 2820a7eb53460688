// Date.parse of strings users type: ISO dates (UTC) and date-times (local), slashes, month names, RFC 2822, junk.
// @env TZ=UTC
const inputs = [
  '2024-03-07', '2024-03-07T10:30', '2024-03-07T10:30:00.5Z', '2024-03-07T10:30:00+02:00', '2024-03-07 10:30',
  '2024/03/07', '03/07/2024', '3/7/24', 'March 7, 2024', 'Mar 7 2024 10:00:00 GMT+0100',
  'Thu, 07 Mar 2024 10:00:00 GMT', '7 March 2024', '07-Mar-2024', 'Dec 25, 2024 3:30 PM', 'Dec 25, 2024 12:15 AM',
  '+002024-03-07', '-000001-01-01T00:00:00Z', '2024-03', '2024', 'Mar 7 2024 10:00 EST',
  '2024-02-30', '2024-13-01', '2024-03-07T25:00', 'next tuesday', '', '31/12/2024', '2024-03-07T10:00:00.123456Z',
];
for (const s of inputs) {
  const t = Date.parse(s);
  console.log(JSON.stringify(s).padEnd(34), Number.isNaN(t) ? 'Invalid' : new Date(t).toISOString());
}
function parseBirthday(text) {
  const d = new Date(text.trim());
  return isNaN(d) ? { ok: false } : { ok: true, year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}
console.log(parseBirthday(' 1990-05-17 '), parseBirthday('May 17, 1990'), parseBirthday('17th of May'));
console.log(Date.parse('2024-03-07') === Date.UTC(2024, 2, 7), Date.parse('2024-03-07T00:00') === new Date(2024, 2, 7).getTime());
