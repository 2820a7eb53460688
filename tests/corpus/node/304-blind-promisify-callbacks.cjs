const util = require('node:util');

function lookupUser(id, cb) {
  setTimeout(() => {
    if (id < 0) cb(new RangeError(`bad id ${id}`));
    else cb(null, { id, name: `user${id}` });
  }, 10 - id);
}

const lookupAsync = util.promisify(lookupUser);

async function main() {
  const users = await Promise.all([1, 2, 3].map((id) => lookupAsync(id)));
  console.log(users);
  try {
    await lookupAsync(-1);
  } catch (e) {
    console.log(e instanceof RangeError, e.message);
  }
  const cbStyle = util.callbackify(async (x) => x * 2);
  cbStyle(21, (err, v) => console.log('callbackify:', err, v));
  const sleep = util.promisify(setTimeout);
  const v = await sleep(5, 'value from sleep');
  console.log(v);
}
main();
