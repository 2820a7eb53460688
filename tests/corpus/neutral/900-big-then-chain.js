// A chain of 500 000 .then links built in a loop settles in order; a second chain of 100 000 links returns a promise from every link.
let p = Promise.resolve(0);
for (let i = 0; i < 500000; i++) p = p.then((v) => (v * 31 + i) % 1000003);
p.then((v) => console.log('plain chain', v));

let q = Promise.resolve(1);
for (let i = 0; i < 100000; i++) q = q.then((v) => Promise.resolve((v + i) % 99991));
q.then((v) => console.log('promise-returning chain', v));

let caught = Promise.reject(new Error('boom'));
for (let i = 0; i < 200000; i++) caught = caught.then(() => 'never');
caught.catch((e) => console.log('rejection passed through 200000 links:', e.message));
