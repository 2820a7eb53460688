// @html <div id="viewport" style="height: 200px; overflow: auto"><div id="spacer"></div></div><button id="down">Scroll down</button><button id="jump">Jump to 9990</button><button id="filter">Filter odd</button>
// @input click #down @ 100ms
// @input click #down @ 220ms
// @input click #jump @ 340ms
// @input click #filter @ 460ms
// @input click #down @ 580ms
// @until 900
// A virtualized list: only the rows inside the viewport (plus overscan) exist in the DOM; positions come from a fixed row height
const ROW_H = 24, VIEW_H = 200, OVERSCAN = 3;
let data = Array.from({ length: 10000 }, (_, i) => ({ id: i, label: `Row ${i}`, value: (i * 7919) % 1000 }));
let scrollTop = 0;
const viewport = document.getElementById('viewport');
const spacer = document.getElementById('spacer');
const pool = [];
let created = 0, reused = 0, renders = 0;
function visibleRange() {
  const first = Math.max(0, Math.floor(scrollTop / ROW_H) - OVERSCAN);
  const last = Math.min(data.length - 1, Math.ceil((scrollTop + VIEW_H) / ROW_H) - 1 + OVERSCAN);
  return [first, last];
}
function getRow() {
  if (pool.length) { reused++; return pool.pop(); }
  created++;
  const el = document.createElement('div');
  el.className = 'row';
  el.innerHTML = '<span class="label"></span> <span class="value"></span>';
  return el;
}
function render(reason) {
  renders++;
  spacer.style.height = `${data.length * ROW_H}px`;
  const [first, last] = visibleRange();
  const live = [...spacer.querySelectorAll('.row')];
  for (const el of live) {
    const i = +el.dataset.index;
    if (i < first || i > last || data[i]?.id !== +el.dataset.id) { el.remove(); pool.push(el); }
  }
  const have = new Set([...spacer.querySelectorAll('.row')].map(el => +el.dataset.index));
  for (let i = first; i <= last; i++) {
    if (have.has(i)) continue;
    const el = getRow();
    el.dataset.index = i; el.dataset.id = data[i].id;
    el.style.transform = `translateY(${i * ROW_H}px)`;
    el.querySelector('.label').textContent = data[i].label;
    el.querySelector('.value').textContent = data[i].value;
    spacer.appendChild(el);
  }
  const rows = [...spacer.querySelectorAll('.row')].sort((a, b) => a.dataset.index - b.dataset.index);
  console.log(`[${reason}] scrollTop=${scrollTop} range=${first}..${last} dom rows=${rows.length} spacer=${spacer.style.height} created=${created} reused=${reused} pool=${pool.length}`);
  console.log(`  first: ${rows[0].querySelector('.label').textContent}=${rows[0].querySelector('.value').textContent} at ${rows[0].style.transform}; last: ${rows.at(-1).textContent}`);
}
function scrollTo(y) {
  const max = Math.max(0, data.length * ROW_H - VIEW_H);
  scrollTop = Math.min(max, Math.max(0, y));
  requestAnimationFrame(() => render('scroll'));
}
document.getElementById('down').addEventListener('click', () => { console.log('click down'); scrollTo(scrollTop + 130); });
document.getElementById('jump').addEventListener('click', () => { console.log('click jump'); scrollTo(9990 * ROW_H); });
document.getElementById('filter').addEventListener('click', () => {
  console.log('click filter');
  data = data.filter(d => d.id % 2 === 1);
  scrollTo(scrollTop);
});
render('initial');
console.log('row count in DOM', spacer.children.length, 'of', data.length, 'sizes from style:', spacer.style.height);
setTimeout(() => console.log('renders', renders, 'max pool', pool.length, 'created total', created), 850);
