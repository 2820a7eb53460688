// Frozen config read in a hot loop, sloppy-mode failed writes, and sparse arrays.
var config = Object.freeze({
  gain: 1.5,
  offset: -3,
  limits: Object.freeze({ lo: -100, hi: 100 }),
  mode: 'clamp',
});

function process_(samples) {
  var out = 0;
  for (var i = 0; i < samples.length; i++) {
    var v = samples[i] * config.gain + config.offset;
    if (config.mode === 'clamp') {
      if (v < config.limits.lo) v = config.limits.lo;
      else if (v > config.limits.hi) v = config.limits.hi;
    }
    out += v;
  }
  return out;
}
var samples = [];
var s = 3;
for (var i = 0; i < 50000; i++) { s = (s * 171) % 30269; samples.push((s % 301) - 150); }
var total = 0;
for (var round = 0; round < 30; round++) {
  total += process_(samples);
  // sloppy-mode writes silently fail
  config.gain = 99;
  config.newProp = 1;
  config.limits.hi = 5;
  delete config.mode;
}
console.log('total:', total);
console.log('config:', JSON.stringify(config));
console.log('frozen:', Object.isFrozen(config), Object.isFrozen(config.limits), 'newProp' in config);
(function () {
  'use strict';
  try { config.gain = 2; } catch (e) { console.log('strict:', e.constructor.name); }
})();
var copy = Object.assign({}, config);
copy.gain = 2;
console.log('copy gain:', copy.gain, 'isFrozen(copy):', Object.isFrozen(copy));

// Sparse arrays / holes
var sparse = [];
for (var k = 0; k < 100000; k += 3) sparse[k] = k;
sparse[5] = undefined;
var holes = 0, undefs = 0, defined = 0, sum = 0;
for (var j = 0; j < sparse.length; j++) {
  if (!(j in sparse)) holes++;
  else if (sparse[j] === undefined) undefs++;
  else { defined++; sum += sparse[j]; }
}
console.log('length:', sparse.length, 'holes:', holes, 'undefs:', undefs, 'defined:', defined, 'sum:', sum);
var cnt = 0;
sparse.forEach(function () { cnt++; });
console.log('forEach visits:', cnt, 'keys:', Object.keys(sparse).length);
var lit = [1, , 3, , , 6];
console.log(lit.length, lit, lit.map(function (x) { return x * 2; }), lit.indexOf(undefined), lit.includes(undefined));
console.log(JSON.stringify(lit), lit.join('-'), String([, 'a', , 'b']));
var filled = 0;
var arr = new Array(1000);
for (var m = 0; m < 2000000; m++) {
  var idx = (m * 7919) % 1000;
  if (arr[idx] === undefined) { arr[idx] = 0; filled++; }
  arr[idx] += m & 3;
}
var t2 = 0; for (var q = 0; q < arr.length; q++) t2 += arr[q];
console.log('filled:', filled, 'arr total:', t2, 'arr[0..4]:', arr.slice(0, 5));
