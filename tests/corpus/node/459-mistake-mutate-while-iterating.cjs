// Mistake: changing a collection while iterating it
const nums = [1, 2, 2, 3, 4, 4, 5];
for (let i = 0; i < nums.length; i++) {
  if (nums[i] % 2 === 0) nums.splice(i, 1); // skips the element after each removal
}
console.log('splice in forward loop:', nums);

const nums2 = [1, 2, 2, 3, 4, 4, 5];
for (let i = nums2.length - 1; i >= 0; i--) {
  if (nums2[i] % 2 === 0) nums2.splice(i, 1);
}
console.log('backward loop fix:', nums2);

const arr = [1, 2, 3];
let visits = 0;
arr.forEach((x) => {
  visits++;
  if (arr.length < 6) arr.push(x * 10); // forEach ignores elements added past the original length
});
console.log('forEach visits', visits, 'array is now', arr);

const set = new Set([1, 2, 3]);
let setVisits = 0;
for (const v of set) {
  setVisits++;
  if (v < 6) set.add(v + 3); // Sets DO visit values added during iteration
  if (setVisits > 20) break;
}
console.log('set visits', setVisits, [...set]);

const map = new Map([['a', 1], ['b', 2], ['c', 3]]);
for (const [k] of map) {
  console.log('visiting', k);
  if (k === 'a') map.delete('b');
}

const obj = { x: 1, y: 2 };
for (const key in obj) {
  console.log('for-in key', key);
  if (key === 'x') obj.z = 3; // added props may or may not be visited; V8 skips them
}
console.log(Object.keys(obj));

const list = ['a', 'b', 'c', 'd'];
for (const item of list) {
  console.log('for-of item', item);
  if (item === 'b') list.shift();
}
console.log('after shifting during for-of:', list);
