// toLocale* default forms in common locales: the en-CA / sv-SE "YYYY-MM-DD" trick, en-GB, de-DE, fr-FR, ja-JP.
// @env TZ=UTC
const d = new Date(Date.UTC(2024, 2, 7, 9, 5, 3));
const evening = new Date(Date.UTC(2024, 11, 25, 18, 30));
for (const locale of ['en-US', 'en-GB', 'en-CA', 'sv-SE', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'pt-BR', 'ja-JP', 'en-AU', 'en-IN']) {
  console.log(locale.padEnd(6), d.toLocaleString(locale), '|', evening.toLocaleDateString(locale), '|', evening.toLocaleTimeString(locale));
}
const isoDay = date => date.toLocaleDateString('en-CA');
console.log(isoDay(d), isoDay(evening), isoDay(d) === d.toISOString().slice(0, 10));
const stamp = date => date.toLocaleString('sv-SE');
console.log(stamp(d), stamp(new Date(Date.UTC(2000, 0, 1))));
console.log(d.toLocaleDateString('de'), d.toLocaleDateString(['fr-FR', 'en-US']), d.toLocaleTimeString('en'));
console.log(new Date(NaN).toLocaleString('de-DE'), new Date(NaN).toLocaleDateString('en-GB'));
