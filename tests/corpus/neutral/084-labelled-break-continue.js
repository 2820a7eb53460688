// Labelled break and continue across nested loops, and a labelled block.
const found = [];
outer: for (let i = 0; i < 4; i++) {
  for (let j = 0; j < 4; j++) {
    if (j === 2) continue outer;
    if (i === 3) break outer;
    found.push(`${i}${j}`);
  }
}
console.log(found.join(' '));
block: {
  console.log('inside block');
  if (found.length > 0) break block;
  console.log('never printed');
}
let n = 0;
loop: while (true) {
  do {
    n++;
    if (n > 5) break loop;
  } while (n % 2);
}
console.log('n', n);
