// An interval wrapped in a promise resolves after five ticks; the await resumes right after the last tick.
function countTicks(n, ms) {
  return new Promise((resolve) => {
    let i = 0;
    const id = setInterval(() => {
      i++;
      console.log(`tick ${i}`);
      if (i === n) {
        clearInterval(id);
        resolve(i);
      }
    }, ms);
  });
}
async function main() {
  const n = await countTicks(5, 15);
  console.log(`counted ${n}`);
}
main();
setTimeout(() => console.log('done'), 200);
