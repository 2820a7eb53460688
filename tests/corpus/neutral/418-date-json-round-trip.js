// JSON and dates: stringify calls toJSON (ISO strings), parse with a reviver turns them back into Dates.
// @env TZ=UTC
const order = { id: 7, placed: new Date(Date.UTC(2024, 2, 7, 10, 30)), items: [{ sku: 'a', shipped: new Date(Date.UTC(2024, 2, 9)) }], cancelled: null };
const text = JSON.stringify(order);
console.log(text);
const revived = JSON.parse(text, (key, value) => (typeof value === 'string' && value.length === 24 && value[10] === 'T' ? new Date(value) : value));
console.log(revived.placed instanceof Date, revived.placed.getTime() === order.placed.getTime(), revived.items[0].shipped.getUTCDate());
console.log(revived);
console.log(JSON.stringify({ d: new Date(0) }, null, 2));
console.log(JSON.stringify([new Date(NaN), new Date(-1)]), new Date(0).toJSON(), Date.prototype.toJSON.call({ toISOString() { return 'custom'; } }));
console.log(JSON.stringify({ d: new Date(0) }, (k, v) => (k === 'd' ? typeof v : v)));
console.log(JSON.stringify({ toJSON() { return new Date(1e12); } }), JSON.stringify(new Date(Date.UTC(-1, 0))));
const copy = structuredCopy(order);
function structuredCopy(o) { return JSON.parse(JSON.stringify(o)); }
console.log(typeof copy.placed, copy.placed);
