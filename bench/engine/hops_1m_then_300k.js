// A million promise jobs one after another, then a 300k-long .then chain.
let hops = 0;
function hop() {
  hops++;
  if (hops < 1000000) {
    Promise.resolve().then(hop);
  } else {
    chain();
  }
}
function chain() {
  let p = Promise.resolve(0);
  for (let i = 0; i < 300000; i++) {
    p = p.then((v) => v + 1);
  }
  p.then((links) => console.log(hops, links));
}
Promise.resolve().then(hop);
