// Arithmetic, then closures, then a .then chain, with one result from all three.
let sum = 0;
for (let i = 0; i < 3000000; i++) {
  sum = (sum + i * 3) % 1000003;
}

function makeCounter(start) {
  let n = start;
  return () => {
    n = (n * 7 + 1) % 1009;
    return n;
  };
}
let closureTotal = 0;
for (let i = 0; i < 300000; i++) {
  const next = makeCounter(i);
  closureTotal = (closureTotal + next()) % 1000003;
}

let p = Promise.resolve(0);
for (let i = 0; i < 200000; i++) {
  p = p.then((v) => v + 1);
}
p.then((links) => {
  console.log('result', sum, closureTotal, links, (sum + closureTotal + links) % 1000003);
});
