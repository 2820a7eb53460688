// while, do-while (runs at least once) and continue inside both.
let i = 0;
const out = [];
while (i < 10) {
  i++;
  if (i % 3 === 0) continue;
  out.push(i);
}
console.log(out.join(','));
let ran = 0;
do {
  ran++;
} while (false);
console.log('do-while ran', ran);
let n = 0, evens = 0;
do {
  n++;
  if (n % 2) continue;
  evens++;
} while (n < 9);
console.log('n', n, 'evens', evens);
let collatz = 27, steps = 0;
while (collatz !== 1) { collatz = collatz % 2 ? 3 * collatz + 1 : collatz / 2; steps++; }
console.log('collatz(27) steps', steps);
