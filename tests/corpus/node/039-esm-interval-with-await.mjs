// ES module: top-level await of a promise resolved by an interval's third run.
let count = 0;
const third = await new Promise((resolve) => {
  const iv = setInterval(() => {
    count++;
    console.log('lap', count);
    if (count === 3) {
      clearInterval(iv);
      resolve('finished after ' + count + ' laps');
    }
  }, 1);
});
console.log(third);
