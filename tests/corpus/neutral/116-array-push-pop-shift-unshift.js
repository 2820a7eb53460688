// push/pop/shift/unshift return values and their effect on the array.
const a = [2, 3];
console.log(a.push(4, 5), a);
console.log(a.pop(), a);
console.log(a.unshift(0, 1), a);
console.log(a.shift(), a);
const empty = [];
console.log(empty.pop(), empty.shift(), empty.length);
const queue = [];
queue.push('a'); queue.push('b'); queue.push('c');
console.log(queue.shift() + queue.shift(), queue);
