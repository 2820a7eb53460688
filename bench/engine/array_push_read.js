// Growing an array and reading it back.
const items = [];
for (let i = 0; i < 500000; i++) items.push(i * 2);
let sum = 0;
for (let i = 0; i < items.length; i++) sum += items[i];
console.log(sum);
