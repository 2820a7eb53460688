// Four pbkdf2 hashes on the default pool of four threads, recorded on a machine with two
// CPU cores (`// @set cores=2` tells evloop so): the four threads share the two cores,
// so four hashes together take well over 1.5 times as long as one hash alone (about
// twice). Only the comparison is printed; one hash's time is the faster of two runs.
// @set cores=2
const crypto = require('crypto');

function hashes(n, done) {
  const start = performance.now();
  let left = n;
  for (let i = 0; i < n; i++)
    crypto.pbkdf2('secret', 'salt', 200000, 64, 'sha512', () => {
      if (--left === 0) done(performance.now() - start);
    });
}

hashes(1, (a) => hashes(1, (b) => hashes(4, (four) => {
  const one = Math.min(a, b);
  console.log('four hashes took more than 1.5 times one hash:', four > one * 1.5);
})));
