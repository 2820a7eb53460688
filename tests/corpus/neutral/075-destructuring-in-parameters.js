// Destructuring patterns in function parameters and arrow functions.
function area({ width, height = width }) {
  return width * height;
}
console.log(area({ width: 3 }), area({ width: 3, height: 4 }));
const fmt = ([first, second = '?'], { sep = ':' } = {}) => first + sep + second;
console.log(fmt(['a', 'b']), fmt(['a']), fmt(['a', 'b'], { sep: '-' }));
const people = [{ name: 'Ann', age: 30 }, { name: 'Bob', age: 25 }];
console.log(people.map(({ name }) => name).join(' & '));
const byAge = people.slice().sort(({ age: a }, { age: b }) => a - b);
console.log(byAge[0].name);
function tail(_, ...[second, third]) { return second + third; }
console.log(tail(1, 2, 3));
