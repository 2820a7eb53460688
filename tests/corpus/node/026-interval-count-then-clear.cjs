// setInterval repeats until clearInterval is called from inside its own callback.
let beats = 0;
const heart = setInterval(() => {
  beats++;
  console.log('beat', beats);
  if (beats === 4) {
    clearInterval(heart);
    console.log('monitor off');
  }
}, 2);
