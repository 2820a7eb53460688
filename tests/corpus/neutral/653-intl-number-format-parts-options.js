// Intl.NumberFormat objects: formatToParts, resolvedOptions, the bound format getter,
// console.log of Intl objects, locale fallback and the errors options raise (names only).
const show = (options, x) => console.log(new Intl.NumberFormat('en-US', options).formatToParts(x).map((p) => `${p.type}:${p.value}`).join(' '));
show({}, -1234567.891);
show({ style: 'currency', currency: 'USD', currencyDisplay: 'code' }, -1234.5);
show({ style: 'currency', currency: 'EUR', currencySign: 'accounting' }, -1);
show({ style: 'currency', currency: 'GBP', currencyDisplay: 'name' }, 2);
show({ notation: 'compact' }, -1234.5);
show({ notation: 'compact', compactDisplay: 'long' }, 2.5e6);
show({ style: 'unit', unit: 'kilometer-per-hour' }, 88);
show({ notation: 'scientific' }, 0.000123);
show({ style: 'percent', signDisplay: 'always' }, 0.5);
show({}, NaN);
show({}, -Infinity);
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'eur' }).resolvedOptions());
console.log(new Intl.NumberFormat(undefined, { notation: 'compact' }).resolvedOptions());
console.log(new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3, useGrouping: false, style: 'unit', unit: 'meter' }).resolvedOptions());
const nf = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const { format } = nf;
console.log([1.25, 1000.55, 3].map(format), format === nf.format, typeof format, format.length);
console.log(nf, Intl, Object.prototype.toString.call(nf), Intl.NumberFormat.name, Intl.NumberFormat.length);
console.log(Intl.NumberFormat('en-US').format(1234), Intl.NumberFormat() instanceof Intl.NumberFormat);
console.log(Intl.getCanonicalLocales(['EN-us', 'en-US', 'de']), Intl.NumberFormat.supportedLocalesOf('en-US'));
console.log(new Intl.NumberFormat(['en-US', 'en']).resolvedOptions().locale, new Intl.NumberFormat('en').format(1234.5));
for (const [locales, options] of [['en-US', { style: 'currency' }], ['en-US', { style: 'currency', currency: 'US' }],
  ['en-US', { style: 'bogus' }], ['en-US', { maximumFractionDigits: 101 }], ['en-US', { minimumFractionDigits: 3, maximumFractionDigits: 1 }],
  ['en-US', { style: 'unit', unit: 'parsec' }], ['not a tag!', {}], [[42], {}], ['en-US', { useGrouping: 'sometimes' }]]) {
  try {
    new Intl.NumberFormat(locales, options);
    console.log('no error');
  } catch (e) {
    console.log(e.name);
  }
}
try { Intl.NumberFormat.prototype.format; } catch (e) { console.log(e.name); }
