// Named workers: new Worker(url, { name }) shows up as self.name inside, handy for logging from a pool of identical workers.
const names = ['resize', 'thumbnail', ''];
const workers = names.map((name) => new Worker('named.js', { name }));
const anonymous = new Worker('named.js');

let replies = 0;
const all = [...workers, anonymous];
const answers = new Array(all.length);

all.forEach((w, i) => {
  w.onmessage = (e) => {
    answers[i] = e.data;
    if (++replies === all.length) {
      answers.forEach((a, j) => console.log(`worker #${j}: ${a}`));
      all.forEach((x) => x.terminate());
    }
  };
  w.postMessage(i);
});
// @file named.js
onmessage = (e) => {
  const before = self.name;
  self.name = 'renamed-' + e.data; // just a writable property
  postMessage(`name=${JSON.stringify(before)} then ${JSON.stringify(self.name)}, location=${self.location.pathname}, global=${self.constructor.name}`);
};
