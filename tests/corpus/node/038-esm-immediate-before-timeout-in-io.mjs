// ES module: inside an fs callback, setImmediate beats setTimeout(0); nextTick beats both.
import fs from 'node:fs';
fs.stat('038-esm-immediate-before-timeout-in-io.mjs', (err, st) => {
  console.log('stat ok:', err === null && st.isFile());
  setTimeout(() => console.log('timeout 0'), 0);
  setImmediate(() => console.log('immediate'));
  process.nextTick(() => console.log('nextTick'));
  Promise.resolve().then(() => console.log('promise'));
});
