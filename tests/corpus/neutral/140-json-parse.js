// JSON.parse: nested values, round trips, a reviver and a SyntaxError for bad input.
const text = '{"name":"evloop","tags":["a","b"],"n":-1.5e2,"ok":true,"nothing":null,"o":{"x":{}}}';
const v = JSON.parse(text);
console.log(v.name, v.tags.length, v.n, v.ok, v.nothing, typeof v.o.x);
console.log(JSON.stringify(v) === text);
console.log(JSON.parse('"\\u0041\\n"').length, JSON.parse(' [1, 2] ')[1], JSON.parse('3'), JSON.parse('null'));
const revived = JSON.parse('{"a":1,"b":{"c":2}}', (k, val) => (typeof val === 'number' ? val * 10 : val));
console.log(revived.a, revived.b.c);
for (const bad of ["{'a':1}", '{"a":1,}', '', 'undefined', '[1,]']) {
  try {
    JSON.parse(bad);
    console.log('parsed?!', bad);
  } catch (e) {
    console.log(JSON.stringify(bad), e.name, e instanceof SyntaxError);
  }
}
