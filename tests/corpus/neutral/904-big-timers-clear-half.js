// 200 000 setTimeout calls with assorted delays; half of them are cleared before they fire.
const N = 200000;
const handles = [];
const fired = [];
for (let i = 0; i < N; i++) handles.push(setTimeout(() => fired.push(i), (i * 7) % 40));
for (let i = 1; i < N; i += 2) clearTimeout(handles[i]);
setTimeout(() => {
  let sum = 0;
  let odd = 0;
  for (const i of fired) { sum += i; if (i % 2) odd++; }
  // timers with the same delay fire in creation order
  const lastByDelay = new Map();
  let inOrder = true;
  for (const i of fired) {
    const d = (i * 7) % 40;
    if (lastByDelay.has(d) && lastByDelay.get(d) > i) inOrder = false;
    lastByDelay.set(d, i);
  }
  console.log('fired', fired.length, 'odd', odd, 'sum', sum);
  console.log('same-delay timers in creation order:', inOrder, 'delays seen:', lastByDelay.size);
}, 200);
