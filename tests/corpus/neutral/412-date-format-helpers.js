// Date formatting helpers: zero padding, YYYY-MM-DD, HH:mm:ss, ISO slices, UTC vs local getters.
// @env TZ=UTC
const pad = (n, w = 2) => String(n).padStart(w, '0');
function formatDate(d) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
function formatTime(d) {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}
function formatUTC(d) {
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}h${pad(d.getUTCMinutes())}`;
}
const samples = [new Date(2024, 2, 7, 9, 5, 3, 7), new Date(1999, 11, 31, 23, 59, 59, 999), new Date(Date.UTC(2000, 0, 1))];
for (const d of samples) {
  console.log(formatDate(d), formatTime(d), formatUTC(d));
  console.log(' iso', d.toISOString(), 'date part', d.toISOString().slice(0, 10), 'split', d.toISOString().split('T')[1]);
}
const log = (d, msg) => `[${d.toISOString().slice(11, 19)}] ${msg}`;
console.log(log(samples[0], 'server started'));
console.log(new Date(Date.UTC(-50, 0, 1)).toISOString(), new Date(Date.UTC(10000, 0, 1)).toISOString(), new Date(Date.UTC(5, 0, 1)).toISOString());
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
console.log(samples.map(d => `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`).join(' | '));
