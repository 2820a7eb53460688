async function f(){ throw 7 }
f();
