// A throttle helper lets the first call through and drops calls until its 40 ms window closes.
function throttle(fn, ms) {
  let blocked = false;
  return (v) => {
    if (blocked) {
      console.log(`dropped ${v}`);
      return;
    }
    blocked = true;
    fn(v);
    setTimeout(() => { blocked = false; }, ms);
  };
}
const log = throttle((v) => console.log(`handled ${v}`), 40);
log(1);
log(2);
setTimeout(() => log(3), 20);
setTimeout(() => log(4), 60);
setTimeout(() => log(5), 80);
