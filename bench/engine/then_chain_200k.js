// A 200k-long .then chain: one job per link.
let p = Promise.resolve(0);
for (let i = 0; i < 200000; i++) p = p.then((v) => v + 1);
p.then((v) => console.log(v));
