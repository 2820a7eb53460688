// Arrays longer than 100 items print the first 100 and "... N more items".
const big = Array.from({ length: 120 }, (_, i) => i);
console.log(big);
console.log(Array.from({ length: 101 }, () => 0));
console.log({ list: Array.from({ length: 102 }, (_, i) => 'i' + i).slice(0, 2) });
console.log(Array.from({ length: 150 }, (_, i) => i % 3 === 0).length);
