const nums = [1, 2, 3, 4, 5, 6];
// removing while iterating forward skips elements
for (let i = 0; i < nums.length; i++) {
  if (nums[i] % 2 === 0) nums.splice(i, 1);
}
console.log('after forward splice:', nums);

const arr = [1, 2, 3];
arr.forEach((x, i) => {
  if (i === 0) arr.push(99);
  console.log('forEach sees', x);
});
console.log(arr);

const set = new Set([1, 2, 3]);
let visits = 0;
for (const x of set) {
  visits++;
  if (x < 5) set.add(x + 3);
  if (visits > 20) break;
}
console.log('set visits:', visits, [...set]);

const map = new Map([['a', 1], ['b', 2], ['c', 3]]);
for (const [k] of map) {
  if (k === 'a') map.delete('b');
  console.log('map key', k);
}

const obj = { x: 1, y: 2 };
for (const k in obj) {
  if (k === 'x') obj.z = 3;
  console.log('for-in key', k);
}
const list = ['a', 'b', 'c', 'd'];
for (const item of list) {
  if (item === 'b') list.shift();
  console.log('for-of item', item);
}
