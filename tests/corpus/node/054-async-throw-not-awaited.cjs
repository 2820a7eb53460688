// An async function that throws after an await rejects its promise; nobody handles it, so the exit code is 1.
async function charge(amount) {
  console.log('charging', amount);
  await null;
  if (amount > 100) throw new RangeError('limit exceeded');
  console.log('charged', amount);
}
charge(20);
charge(500);
setTimeout(() => console.log('never: receipt'), 0);
