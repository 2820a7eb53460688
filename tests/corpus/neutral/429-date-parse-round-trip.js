// Round trips: what toString, toUTCString, toISOString and toJSON print parses back to the same time (to the second).
// @env TZ=UTC
const samples = [new Date(Date.UTC(2024, 2, 7, 9, 5, 3, 456)), new Date(0), new Date(Date.UTC(1969, 6, 20, 20, 17)),
  new Date(Date.UTC(2038, 0, 19, 3, 14, 7)), new Date(Date.UTC(1900, 0, 1))];
for (const d of samples) {
  const viaString = new Date(d.toString());
  const viaUTC = new Date(d.toUTCString());
  const viaISO = new Date(d.toISOString());
  const viaDate = new Date(d.toDateString());
  console.log(d.toISOString(), viaString - d, viaUTC - d, viaISO - d, viaDate.toISOString());
}
console.log(Date.parse(new Date(Date.UTC(-100, 0, 1)).toISOString()), Date.parse(new Date(Date.UTC(-100, 0, 1)).toString()));
console.log(Date.parse(new Date(Date.UTC(20000, 0, 1)).toISOString()), new Date(Date.UTC(2024, 0, 1)).toLocaleString());
console.log(new Date(new Date(Date.UTC(2024, 0, 1)).toLocaleString()).toISOString());
console.log(new Date(new Date(Date.UTC(2024, 5, 6, 7, 8, 9)).toLocaleDateString()).toISOString());
