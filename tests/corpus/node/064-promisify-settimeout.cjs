// util.promisify(setTimeout) gives a promise that resolves with the value after the delay.
const util = require('util');
const sleep = util.promisify(setTimeout);
async function slideshow(slides) {
  for (const s of slides) {
    const shown = await sleep(1, s);
    console.log('showing', shown);
  }
}
slideshow(['beach', 'forest', 'city']).then(() => console.log('slideshow over'));
console.log('projector on');
