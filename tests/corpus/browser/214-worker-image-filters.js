// An image-filter demo: RGBA pixels in a Uint8ClampedArray go to a worker for grayscale and invert, using postMessage(data, { transfer }).
const width = 4;
const height = 2;
const pixels = new Uint8ClampedArray(width * height * 4);
for (let i = 0; i < width * height; i++) {
  pixels[i * 4] = i * 30;           // r
  pixels[i * 4 + 1] = 255 - i * 20; // g
  pixels[i * 4 + 2] = (i * 70) % 256; // b
  pixels[i * 4 + 3] = 255;          // a
}

const fmt = (px) => {
  const out = [];
  for (let i = 0; i < px.length; i += 4) out.push(`${px[i]},${px[i + 1]},${px[i + 2]}`);
  return out.join(' | ');
};

console.log('input :', fmt(pixels));

const worker = new Worker('filters.js');

function applyFilter(name, px) {
  return new Promise((resolve) => {
    worker.addEventListener('message', function handler(e) {
      if (e.data.filter !== name) return;
      worker.removeEventListener('message', handler);
      resolve(e.data.pixels);
    });
    worker.postMessage({ filter: name, pixels: px, width, height }, { transfer: [px.buffer] });
  });
}

(async () => {
  const gray = await applyFilter('grayscale', pixels);
  console.log('input after transfer has length', pixels.length);
  console.log('gray  :', fmt(gray));
  const inverted = await applyFilter('invert', gray);
  console.log('inv   :', fmt(inverted));
  console.log('gray after second transfer:', gray.byteLength, 'bytes; result is a', inverted.constructor.name);
  worker.terminate();
})();
// @file filters.js
const filters = {
  grayscale(px) {
    for (let i = 0; i < px.length; i += 4) {
      const y = 0.299 * px[i] + 0.587 * px[i + 1] + 0.114 * px[i + 2];
      px[i] = px[i + 1] = px[i + 2] = y; // Uint8ClampedArray rounds
    }
  },
  invert(px) {
    for (let i = 0; i < px.length; i += 4) {
      px[i] = 255 - px[i];
      px[i + 1] = 255 - px[i + 1];
      px[i + 2] = 255 - px[i + 2];
    }
  },
};

self.onmessage = ({ data }) => {
  filters[data.filter](data.pixels);
  self.postMessage({ filter: data.filter, pixels: data.pixels }, { transfer: [data.pixels.buffer] });
};
