// Array.map with an async callback starts every call synchronously; Promise.all collects them.
const log = (s) => console.log(s);
async function double(x) {
  log('start ' + x);
  await null;
  log('finish ' + x);
  return x * 2;
}
const promises = [1, 2, 3].map(double);
log('mapped ' + promises.length + ' promises');
Promise.all(promises).then((r) => log('results ' + r.join(',')));
