// All callbacks that run in the same frame get the same timestamp argument; a callback
// requested during the frame gets a later one.
const stamps = [];
for (let i = 0; i < 3; i++) {
  requestAnimationFrame((t) => {
    stamps.push(t);
    console.log(`callback ${i}: same as first ${t === stamps[0]}`);
    if (i === 2) {
      requestAnimationFrame((t2) => console.log(`next frame: greater ${t2 > stamps[0]}, same ${t2 === stamps[0]}`));
    }
  });
}
requestAnimationFrame((t) => console.log(`timestamp is a number: ${typeof t === 'number'}`));
