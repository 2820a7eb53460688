// some/every (short-circuit, vacuous truth on []) and fill with ranges.
const visited = [];
const hasBig = [1, 5, 10, 20].some((n) => { visited.push(n); return n > 4; });
console.log(hasBig, visited);
console.log([2, 4, 6].every((n) => n % 2 === 0), [2, 3].every((n) => n % 2 === 0));
console.log([].some(() => true), [].every(() => false));
console.log(new Array(4).fill(0), [1, 2, 3, 4, 5].fill('x', 1, 3), [1, 2, 3].fill(9, -1));
const grid = new Array(2).fill(null).map(() => new Array(3).fill('.'));
grid[0][1] = '#';
console.log(grid.map((row) => row.join('')).join('/'));
const shared = new Array(2).fill([]);
shared[0].push('same');
console.log(shared[1].length);
