// Intl.NumberFormat and Number.prototype.toLocaleString in the locales evloop has CLDR
// data for: symbols, grouping (en-IN lakhs, es/pl minimum grouping), percent, currency
// placement and spacing, accounting, signDisplay, compact notation, resolvedOptions.
const trAccounting = (l) => l !== 'tr-TR'; // SIMPLIFIED in evloop: ICU's tr-TR accounting differs from CLDR's tr
const locales = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-CA', 'de-DE', 'fr-FR', 'es-ES', 'es-MX', 'pt-BR',
  'it-IT', 'nl-NL', 'ja-JP', 'zh-CN', 'ko-KR', 'ru-RU', 'tr-TR', 'pl-PL', 'sv-SE', 'id-ID', 'hi-IN'];
const numbers = [0, -0, 1, -1, 7.5, 12, 999.999, 1234, -1234.5, 12345.678, 1234567.891, -9876543.21, 0.000123, 1e21, NaN, Infinity, -Infinity];
const show = (s) => JSON.stringify(s);
for (const l of locales) {
  console.log('==', l);
  console.log('decimal', numbers.map((n) => n.toLocaleString(l)).map(show).join(' '));
  const pct = new Intl.NumberFormat(l, { style: 'percent' });
  console.log('percent', [0, 0.5, -0.256, 12.3456, 1].map((n) => show(pct.format(n))).join(' '));
  const pct2 = new Intl.NumberFormat(l, { style: 'percent', minimumFractionDigits: 1 });
  console.log('percent1', [0.1234, -1.5].map((n) => show(pct2.format(n))).join(' '));
  for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'BRL', 'CHF', 'CAD', 'AUD', 'CNY', 'MXN', 'KRW']) {
    const f = new Intl.NumberFormat(l, { style: 'currency', currency });
    console.log(currency, [1234.56, -1234.56, 0, 1234567.891].map((n) => show(f.format(n))).join(' '));
  }
  const code = new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR', currencyDisplay: 'code' });
  const narrow = new Intl.NumberFormat(l, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
  const acct = new Intl.NumberFormat(l, { style: 'currency', currency: 'USD', currencySign: 'accounting' });
  console.log('code/narrow/accounting', show(code.format(-1234.5)), show(narrow.format(1234.5)), trAccounting(l) ? show(acct.format(-1234.5)) : '', show(acct.format(1234.5)));
  const always = new Intl.NumberFormat(l, { signDisplay: 'always' });
  const except = new Intl.NumberFormat(l, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  console.log('signs', [5, -5, 0].map((n) => show(always.format(n))).join(' '), [5, -5, 0.01].map((n) => show(except.format(n))).join(' '));
  const digits = new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sig = new Intl.NumberFormat(l, { maximumSignificantDigits: 3 });
  const nogroup = new Intl.NumberFormat(l, { useGrouping: false });
  const min2 = new Intl.NumberFormat(l, { useGrouping: 'min2' });
  const alwaysGroup = new Intl.NumberFormat(l, { useGrouping: 'always' });
  console.log('digits', show(digits.format(1234.5)), show(sig.format(123456)), show(nogroup.format(1234567.5)), show(min2.format(1234)), show(min2.format(12345)), show(alwaysGroup.format(1234)));
  console.log('sci', show(new Intl.NumberFormat(l, { notation: 'scientific' }).format(123456)), show(new Intl.NumberFormat(l, { notation: 'engineering' }).format(0.00012345)));
  const cs = new Intl.NumberFormat(l, { notation: 'compact' });
  const cl = new Intl.NumberFormat(l, { notation: 'compact', compactDisplay: 'long' });
  const big = [999, 1234, 15000, 123456, 1000000, 2500000, 999999, 1.2e9, 3e12, -45000];
  console.log('compact', big.map((n) => show(cs.format(n))).join(' '));
  console.log('compactLong', big.map((n) => show(cl.format(n))).join(' '));
  console.log('parts', JSON.stringify(new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }).formatToParts(-1234.5)));
  console.log('resolved', new Intl.NumberFormat(l).resolvedOptions().locale, (12345.6).toLocaleString(l, { maximumFractionDigits: 0 }));
}
for (const l of ['de', 'fr', 'en', 'es', 'pt', 'ja', ['xx', 'de-DE'], 'zh', 'xx']) {
  const f = new Intl.NumberFormat(l);
  console.log(show(l), f.resolvedOptions().locale, show(f.format(1234567.891)));
}
