// Number.prototype.toLocaleString and BigInt.prototype.toLocaleString with locales and
// options go through Intl.NumberFormat: prices, percentages, big counters.
const prices = [0, 9.5, 1234.5, -0.004, 1e6];
console.log(prices.map((p) => p.toLocaleString()).join(' | '));
console.log(prices.map((p) => p.toLocaleString('en-US', { style: 'currency', currency: 'USD' })).join(' | '));
console.log(prices.map((p) => p.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).join(' | '));
console.log((0.4567).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 1 }));
console.log((1234.5).toLocaleString('en-US', { style: 'currency', currency: 'EUR' }), (1234.5).toLocaleString(['en-US'], { style: 'currency', currency: 'JPY' }));
console.log((72).toLocaleString('en-US', { style: 'unit', unit: 'fahrenheit' }), (5).toLocaleString('en-US', { style: 'unit', unit: 'hour', unitDisplay: 'long' }));
console.log((3).toLocaleString('en-US', { minimumIntegerDigits: 2 }) + ':' + (7).toLocaleString('en-US', { minimumIntegerDigits: 2 }));
console.log(new Number(98765.4321).toLocaleString(), Number.prototype.toLocaleString.call(12345.678, 'en-US', { maximumSignificantDigits: 3 }));
console.log(12345678901234567890n.toLocaleString(), (-42n).toLocaleString(), 0n.toLocaleString());
console.log(12345678901234567890n.toLocaleString('en-US', { notation: 'compact' }), 12345n.toLocaleString(undefined, { style: 'currency', currency: 'USD' }));
console.log((2n ** 70n).toLocaleString('en-US', { notation: 'scientific' }), Object(5n).toLocaleString('en-US', { minimumFractionDigits: 1 }));
console.log([1234.5, 2e6, 0.125].toLocaleString(), [1n, 1000n].toLocaleString());
const views = { home: 1523400, about: 98200, blog: 4100, faq: 870 };
for (const [page, n] of Object.entries(views))
  console.log(page.padEnd(6), n.toLocaleString('en-US', { notation: 'compact' }).padStart(6), 'views');
try { (1).toLocaleString('en-US', { style: 'currency' }); } catch (e) { console.log(e.name); }
try { Number.prototype.toLocaleString.call('1'); } catch (e) { console.log(e.name); }
