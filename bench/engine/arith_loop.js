// Arithmetic in a tight loop.
let sum = 0;
for (let i = 0; i < 3000000; i++) {
  sum = (sum + i * 3) % 1000003;
}
console.log(sum);
