// @html <button id="ping">Ping</button>
// @input click #ping @ 20ms
// Chunking a long job with setTimeout so that a click can get in between chunks
const data = Array.from({ length: 2000 }, (_, i) => (i * 7919) % 1000);
let sum = 0;
let index = 0;
let chunks = 0;

document.getElementById('ping').addEventListener('click', () => {
  console.log(`click handled while job at chunk ${chunks > 0 ? '>0' : '0'}; job done? ${index >= data.length}`);
});

function busy(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
}

function processChunk() {
  chunks++;
  const stop = Math.min(index + 200, data.length);
  for (; index < stop; index++) sum += data[index];
  busy(8);
  if (index < data.length) {
    setTimeout(processChunk, 0);
  } else {
    console.log(`job done in ${chunks} chunks, sum = ${sum}`);
  }
}
console.log('starting chunked job');
setTimeout(processChunk, 0);

// the same work as one sync block for comparison
let sum2 = 0;
for (const v of data) sum2 += v;
console.log('sync sum', sum2);
