// @html <div id="feed" style="height:200px;overflow:auto"></div><div id="log"></div>
// @until 1500
const feed = document.getElementById('feed');
const TOTAL = 240;
const PER_FRAME = 60;

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = seeded(42);
const items = Array.from({ length: TOTAL }, (_, i) => ({
  id: i,
  title: `Post ${String(i).padStart(3, '0')}`,
  likes: Math.floor(rand() * 1000),
}));

let rendered = 0;
let frames = 0;
const perf = { frameCalls: 0, slowFrames: 0 };

function renderBatch(timestamp) {
  frames++;
  const t0 = performance.now();
  const end = Math.min(rendered + PER_FRAME, TOTAL);
  const frag = document.createDocumentFragment();
  for (let i = rendered; i < end; i++) {
    const card = document.createElement('article');
    card.className = 'card';
    card.dataset.likes = items[i].likes;
    card.innerHTML = `<h3>${items[i].title}</h3><span class="likes">${items[i].likes}</span>`;
    frag.append(card);
  }
  feed.append(frag);
  console.log(`frame ${frames}: rendered ${rendered}..${end - 1}, ts is number: ${typeof timestamp === 'number'}`);
  rendered = end;
  perf.frameCalls++;
  if (performance.now() - t0 > 1000) perf.slowFrames++;
  if (rendered < TOTAL) requestAnimationFrame(renderBatch);
  else afterRender();
}

function afterRender() {
  console.log(`all ${feed.children.length} cards in DOM after ${frames} frames`);
  requestIdleCallback((deadline) => {
    console.log(`idle: didTimeout=${deadline.didTimeout}, has timeRemaining fn: ${typeof deadline.timeRemaining}`);
    const cards = feed.querySelectorAll('.card');
    let popular = 0;
    let sum = 0;
    for (const card of cards) {
      const likes = Number(card.dataset.likes);
      sum += likes;
      if (likes > 900) popular++;
    }
    console.log(`idle stats: popular=${popular}, avg likes=${(sum / cards.length).toFixed(2)}`);
    console.log(`top card: ${[...cards].sort((a, b) => b.dataset.likes - a.dataset.likes)[0].querySelector('h3').textContent}`);
    queueMicrotask(() => console.log('microtask after idle work'));
    setTimeout(() => console.log(`slow frames: ${perf.slowFrames}, calls: ${perf.frameCalls}`), 20);
  }, { timeout: 500 });
}

requestAnimationFrame(renderBatch);
console.log(`scheduled ${TOTAL} items in batches of ${PER_FRAME}`);
Promise.resolve().then(() => console.log(`before first frame: ${feed.childElementCount} cards`));
