// 100 intervals together count to 10 000; each clears itself after 100 ticks.
let total = 0;
const ticks = [];
let stopped = 0;
for (let k = 0; k < 100; k++) {
  ticks.push(0);
  const id = setInterval(() => {
    total++;
    ticks[k]++;
    if (ticks[k] === 100) {
      clearInterval(id);
      if (++stopped === 100) {
        console.log('total', total, 'all 100:', ticks.every((t) => t === 100));
        setTimeout(() => console.log('after clear', total), 30);
      }
    }
  }, 1 + (k % 3));
}
