async function step(name, ms) {
  console.log(`${name}: start`);
  await new Promise((r) => setTimeout(r, ms));
  console.log(`${name}: done`);
  return name.toUpperCase();
}

async function main() {
  const a = await step('a', 30);
  const [b, c] = await Promise.all([step('b', 60), step('c', 20)]);
  const winner = await Promise.race([step('d', 50), step('e', 10)]);
  console.log('results', a, b, c, winner);
  try {
    await Promise.any([Promise.reject(new Error('x')), Promise.reject(new Error('y'))]);
  } catch (e) {
    console.log(e.constructor.name, e.errors.length);
  }
}
main().then(() => console.log('main finished'));
console.log('main called');
