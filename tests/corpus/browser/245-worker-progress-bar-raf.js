// A progress bar driven by a worker's progress messages; requestAnimationFrame paints only the latest value.
const worker = new Worker('crunch.js');
let latest = 0;
let painted = [];
let received = 0;
let finished = false;

function bar(pct) {
  const full = Math.round(pct / 10);
  return `[${'#'.repeat(full)}${'.'.repeat(10 - full)}] ${pct}%`;
}

function paint() {
  if (painted[painted.length - 1] !== latest) painted.push(latest);
  if (finished && latest === 100) {
    console.log(`final frame: ${bar(latest)}`);
    const increasing = painted.every((v, i) => i === 0 || v > painted[i - 1]);
    console.log(`painted values strictly increasing: ${increasing}`);
    console.log(`painted at most one frame per message: ${painted.length <= received + 1}`);
    return;
  }
  requestAnimationFrame(paint);
}

worker.onmessage = ({ data }) => {
  if (data.type === 'progress') {
    received++;
    latest = data.percent;
  } else if (data.type === 'done') {
    finished = true;
    console.log(`worker done: ${received} progress messages, checksum ${data.checksum}`);
  }
};

requestAnimationFrame(paint);
worker.postMessage({ items: 20000, steps: 10 });
console.log(bar(0));

// @file crunch.js
onmessage = ({ data: { items, steps } }) => {
  let checksum = 0;
  const perStep = items / steps;
  let step = 0;
  function runStep() {
    for (let i = step * perStep; i < (step + 1) * perStep; i++) {
      checksum = (checksum * 31 + i) % 1000003;
    }
    step++;
    postMessage({ type: 'progress', percent: step * 10 });
    if (step < steps) setTimeout(runStep, 15);
    else postMessage({ type: 'done', checksum });
  }
  runStep();
};
