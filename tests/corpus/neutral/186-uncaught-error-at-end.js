// An uncaught throw at top level ends the program with exit code 1 after the lines printed so far.
console.log('step 1');
function validate(x) {
  if (x > 2) throw new Error('value too large: ' + x);
  return x;
}
for (let i = 1; i <= 5; i++) {
  console.log('validated', validate(i));
}
console.log('never printed');
