// Intl.NumberFormat on an invoice: currency amounts, quantities, tax percent, totals.
const items = [
  { name: 'Widget', qty: 3, price: 19.99 },
  { name: 'Gadget (bulk)', qty: 1250, price: 0.855 },
  { name: 'Service plan', qty: 1, price: 1499.5 },
];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const qty = new Intl.NumberFormat('en-US');
const pct = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1 });
let subtotal = 0;
for (const item of items) {
  const line = item.qty * item.price;
  subtotal += line;
  console.log(`${item.name.padEnd(14)} ${qty.format(item.qty).padStart(6)} x ${usd.format(item.price).padStart(9)} = ${usd.format(line).padStart(10)}`);
}
const taxRate = 0.0825;
const tax = subtotal * taxRate;
console.log(`Subtotal ${usd.format(subtotal)}`);
console.log(`Tax (${pct.format(taxRate)}) ${usd.format(tax)}`);
console.log(`Total ${usd.format(subtotal + tax)}`);
console.log('Refund', usd.format(-42.5), new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencySign: 'accounting' }).format(-42.5));
for (const currency of ['EUR', 'GBP', 'JPY', 'CAD', 'CHF', 'INR']) {
  const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(1234.567);
  const code = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' }).format(1234.567);
  const name = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'name' }).format(1234.567);
  console.log(currency, JSON.stringify([symbol, code, name]));
}
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'jpy', currencyDisplay: 'name' }).format(1));
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(99.5));
