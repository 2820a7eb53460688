// Promises print their state: <pending>, the fulfilled value, or <rejected> reason.
const pending = new Promise(() => {});
const fulfilled = Promise.resolve(1);
const rejected = Promise.reject('why');
rejected.catch(() => {});
console.log(pending);
console.log(fulfilled, Promise.resolve('str'), Promise.resolve({ a: 1 }));
console.log(rejected);
console.log(Promise.resolve(), Promise.resolve([1, 2]));
console.log({ p: fulfilled }, [pending]);
const later = Promise.resolve().then(() => 'done later');
console.log(later);
later.then(() => console.log(later));
