// The 'then' property of a resolution is read synchronously; the call happens in a job.
const log = (s) => console.log(s);
const thenable = {
  get then() {
    log('get then (sync)');
    return function (resolve) {
      log('then() called (in a job)');
      resolve('done');
    };
  },
};
const p = new Promise((r) => r(thenable));
log('sync end');
p.then((v) => log('p fulfilled: ' + v));
