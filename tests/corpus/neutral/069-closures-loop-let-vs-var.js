// let in a for loop creates a fresh binding per iteration; var shares one binding.
const withVar = [];
for (var i = 0; i < 3; i++) {
  withVar.push(() => i);
}
const withLet = [];
for (let j = 0; j < 3; j++) {
  withLet.push(() => j);
}
console.log(withVar.map((f) => f()).join(','));
console.log(withLet.map((f) => f()).join(','));
const forOf = [];
for (const s of ['a', 'b']) forOf.push(() => s);
console.log(forOf.map((f) => f()).join(','));
const iife = [];
for (var k = 0; k < 3; k++) {
  iife.push(((k2) => () => k2)(k));
}
console.log(iife.map((f) => f()).join(','));
const mutated = [];
for (let m = 0; m < 3; m++) { mutated.push(() => m); m++; }
console.log(mutated.map((f) => f()).join(','));
