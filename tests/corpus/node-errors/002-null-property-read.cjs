const o = null;
console.log(o.x);
