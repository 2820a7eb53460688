// Objects without a prototype print as [Object: null prototype] { ... }.
const empty = Object.create(null);
console.log(empty);
const withKeys = Object.create(null);
withKeys.a = 1;
withKeys.b = 'two';
console.log(withKeys);
console.log({ inner: Object.create(null) });
console.log([empty]);
