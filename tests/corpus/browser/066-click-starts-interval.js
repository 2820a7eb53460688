// A real click starts an interval of 50 ms that stops itself after three ticks; a
// promise resolved by the last tick reports the count.
// @html <button id="start">start</button>
// @input click #start @ 100ms
// @until 800
document.getElementById('start').onclick = () => {
  console.log('started');
  new Promise((resolve) => {
    let ticks = 0;
    const id = setInterval(() => {
      ticks++;
      console.log(`tick ${ticks}`);
      if (ticks === 3) {
        clearInterval(id);
        resolve(ticks);
      }
    }, 50);
  }).then((n) => console.log(`stopped after ${n} ticks`));
};
