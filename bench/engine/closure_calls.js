// Calls through closures.
function makeAdder(n) { return (x) => x + n; }
const add = makeAdder(7);
let total = 0;
for (let i = 0; i < 1000000; i++) total = add(total) % 1000;
console.log(total);
