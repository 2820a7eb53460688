// Arrays with more than six numbers are printed in aligned columns.
console.log([1, 2, 3, 4, 5, 6]);
console.log([1, 2, 3, 4, 5, 6, 7]);
console.log(Array.from({ length: 30 }, (_, i) => i * i));
console.log(Array.from({ length: 12 }, (_, i) => (i % 2 ? -i : i * 1000)));
console.log([1.5, 22.25, 333, 4, 55555, 6, 7.125, 8]);
