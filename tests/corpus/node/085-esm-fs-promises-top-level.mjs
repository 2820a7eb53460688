// ES module: fs.promises.readFile with top-level await, plus a rejection for a missing file.
import fs from 'node:fs';
const text = await fs.promises.readFile('085-esm-fs-promises-top-level.mjs', 'utf8');
console.log('mentions top-level await:', text.includes('top-level await'));
console.log('typeof text:', typeof text);
try {
  await fs.promises.readFile('missing-chapter.txt', 'utf8');
} catch (e) {
  console.log('rejected with', e.code);
}
const st = await fs.promises.stat('085-esm-fs-promises-top-level.mjs');
console.log('isFile:', st.isFile());
