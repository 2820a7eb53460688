// ref() makes an unref()'d timer keep the process alive again.
const t = setTimeout(() => console.log('kept alive, timer fired'), 5);
t.unref();
console.log('after unref:', t.hasRef());
t.ref();
console.log('after ref:', t.hasRef());
const lonely = setInterval(() => console.log('never: unref interval'), 100);
lonely.unref();
