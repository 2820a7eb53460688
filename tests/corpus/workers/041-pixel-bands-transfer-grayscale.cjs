// An RGBA pixel buffer split into row bands: each band is transferred to its own worker, turned gray and transferred back.
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

if (isMainThread) {
  const W = 64, H = 48, BANDS = 4, rowBytes = W * 4, bandBytes = (H / BANDS) * rowBytes;
  const image = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    image.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  }
  const jobs = [];
  for (let k = 0; k < BANDS; k++) {
    const band = image.slice(k * bandBytes, (k + 1) * bandBytes);
    const worker = new Worker(__filename, { workerData: { index: k, band }, transferList: [band.buffer] });
    console.log(`band ${k}: ${bandBytes} bytes sent, ${band.byteLength} left here (detached: ${band.buffer.byteLength === 0})`);
    jobs.push(new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    }));
  }
  Promise.all(jobs).then((results) => {
    const out = new Uint8ClampedArray(image.length);
    for (const { index, band, changed } of results) {
      console.log(`band ${index}: back as ${band.constructor.name}(${band.length}), ${changed} pixels changed`);
      out.set(band, index * bandBytes);
    }
    let sum = 0;
    const grays = new Set();
    for (let p = 0; p < out.length; p += 4) {
      if (out[p] !== out[p + 1] || out[p] !== out[p + 2]) throw new Error('not gray at ' + p);
      sum = (sum * 31 + out[p]) >>> 0;
      grays.add(out[p]);
    }
    console.log('first pixels:', Array.from(out.subarray(0, 12)).join(','));
    console.log('checksum', sum, 'distinct grays', grays.size, 'alpha kept', out[out.length - 1]);
  });
} else {
  const { index, band } = workerData;
  let changed = 0;
  for (let p = 0; p < band.length; p += 4) {
    const y = Math.round(0.299 * band[p] + 0.587 * band[p + 1] + 0.114 * band[p + 2]);
    if (band[p] !== y || band[p + 1] !== y || band[p + 2] !== y) changed++;
    band[p] = band[p + 1] = band[p + 2] = y;
  }
  parentPort.postMessage({ index, band, changed }, [band.buffer]);
}
