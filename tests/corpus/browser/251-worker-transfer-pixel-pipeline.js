// An image-filter pipeline: pixel buffers (Uint8ClampedArray, ImageData-like) are transferred to a worker stage by stage.
const width = 4, height = 2;
const pixels = new Uint8ClampedArray(width * height * 4);
for (let i = 0; i < width * height; i++) {
  pixels.set([i * 30, 200 - i * 20, (i * 70) % 256, 255], i * 4);
}

const worker = new Worker('filters.js');

function applyFilter(name, image, options = {}) {
  return new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.postMessage({ name, image, options }, [image.data.buffer]);
  });
}

function dump(label, image) {
  const rows = [];
  for (let y = 0; y < image.height; y++) {
    const row = [];
    for (let x = 0; x < image.width; x++) {
      const o = (y * image.width + x) * 4;
      row.push(Array.from(image.data.subarray(o, o + 3)).join(','));
    }
    rows.push(row.join(' | '));
  }
  console.log(`${label}:`);
  rows.forEach((r) => console.log(`  ${r}`));
}

(async () => {
  let image = { width, height, data: pixels };
  dump('original', image);
  for (const [name, options] of [['grayscale'], ['brighten', { amount: 90 }], ['threshold', { level: 200 }]]) {
    const before = image.data;
    image = await applyFilter(name, image, options);
    console.log(`after ${name}: old buffer detached=${before.byteLength === 0}, new length=${image.data.length}, type=${image.data.constructor.name}`);
  }
  dump('final', image);
  worker.terminate();
})();

// @file filters.js
const filters = {
  grayscale(d) {
    for (let i = 0; i < d.length; i += 4) {
      const y = Math.round(0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2]);
      d[i] = d[i + 1] = d[i + 2] = y;
    }
  },
  brighten(d, { amount }) {
    for (let i = 0; i < d.length; i += 4) {
      d[i] += amount; d[i + 1] += amount; d[i + 2] += amount; // Uint8ClampedArray clamps at 255
    }
  },
  threshold(d, { level }) {
    for (let i = 0; i < d.length; i += 4) {
      const v = d[i] >= level ? 255 : 0;
      d[i] = d[i + 1] = d[i + 2] = v;
    }
  },
};

onmessage = ({ data: { name, image, options } }) => {
  filters[name](image.data, options);
  postMessage(image, [image.data.buffer]);
};
