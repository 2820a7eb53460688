// An exception inside an async function becomes an unhandled rejection: earlier output stays, exit code 1.
const log = (s) => console.log(s);
async function load(name) {
  log('loading ' + name);
  await null;
  if (name === 'bad') throw new TypeError('cannot load ' + name);
  log('loaded ' + name);
}
load('good');
load('bad');
log('both calls started');
