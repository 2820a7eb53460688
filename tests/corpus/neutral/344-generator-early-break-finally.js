// Generators: leaving a loop early (break, return, throw, destructuring) closes the generator and runs its finally.
function* resource(name) {
  console.log(`${name}: open`);
  try {
    for (let i = 1; i <= 5; i++) yield i;
  } finally {
    console.log(`${name}: closed`);
  }
}
for (const x of resource('break')) {
  if (x === 2) break;
  console.log('break loop', x);
}
function first() {
  for (const x of resource('return')) return x * 100;
}
console.log('first', first());
try {
  for (const x of resource('throw')) {
    if (x === 3) throw new Error('stop at 3');
  }
} catch (e) {
  console.log('caught', e.message);
}
const [one, two] = resource('destructuring');
console.log(one, two);
outer: for (const a of resource('labelled')) {
  for (const b of [1, 2]) {
    if (a === 1 && b === 2) continue outer;
    if (a === 2) break outer;
    console.log('pair', a, b);
  }
}
// Running to the end closes too, and a finished generator is not closed again.
const all = [...resource('spread')];
console.log(all.length);
