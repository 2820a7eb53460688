// Functions print as [Function: name] or [Function (anonymous)]; async functions as [AsyncFunction: name].
function named() {}
const arrow = () => {};
const obj = { method() {}, prop: function () {}, arr: () => {} };
console.log(named, arrow, function () {}, () => {});
console.log(obj);
console.log([named, (x) => x]);
async function af() {}
const aa = async () => {};
console.log(af, aa);
console.log(named.bind(null));
function withProps() {}
withProps.count = 3;
console.log(withProps);
console.log({ f: named }, String(typeof named));
