// @html <div id="bar" style="width: 0px"></div>
// An animation driven by requestAnimationFrame steps, awaited as promises
const bar = document.getElementById('bar');
const nextFrame = () => new Promise((r) => requestAnimationFrame(r));

async function animate(steps) {
  const t0 = await nextFrame();
  for (let i = 1; i <= steps; i++) {
    const t = await nextFrame();
    bar.style.width = `${i * 25}px`;
    console.log(`frame ${i}: width=${bar.style.width}, time moved forward: ${t > t0}`);
  }
  return steps;
}

console.log('start');
animate(4).then((n) => {
  console.log('animation done after', n, 'frames; final width', getComputedStyle(bar).width);
  setTimeout(() => console.log('timeout after animation'), 0);
});
Promise.resolve().then(() => console.log('microtask before first frame'));
