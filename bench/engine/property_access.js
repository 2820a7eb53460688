// Reading and writing object properties.
const point = { x: 1, y: 2, z: 3 };
let acc = 0;
for (let i = 0; i < 1000000; i++) {
  point.x = point.y + point.z;
  acc += point.x;
}
console.log(acc);
