// Async generators: return() awaits its value, return inside the body awaits, errors reject the request.
async function* g() {
  try {
    yield 1;
    return Promise.resolve('returned from body');
  } finally {
    console.log('finally');
  }
}
async function main() {
  const fresh = g();
  console.log('return before start:', await fresh.return(Promise.resolve('R')));
  console.log('then next:', await fresh.next());
  const running = g();
  console.log(await running.next());
  console.log('return at yield:', await running.return('stop'));
  const toEnd = g();
  await toEnd.next();
  console.log('body return:', await toEnd.next());
  const thrower = g();
  try {
    await thrower.throw(new Error('at start'));
  } catch (e) {
    console.log('throw at start rejects:', e.message);
  }
  async function* failing() { yield 'ok'; throw new Error('body failed'); }
  const f = failing();
  console.log(await f.next());
  await f.next().catch((e) => console.log('rejected:', e.message));
  console.log('after failure:', await f.next());
  const rejected = g();
  await rejected.return(Promise.reject(new Error('rejected value'))).catch((e) => console.log('return(rejected):', e.message));
}
main();
