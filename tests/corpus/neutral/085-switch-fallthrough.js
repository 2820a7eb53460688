// switch: strict matching, fallthrough without break, default in the middle, block scoping.
function classify(x) {
  const out = [];
  switch (x) {
    case 1:
      out.push('one');
    case 2:
      out.push('two-or-fell');
      break;
    default:
      out.push('default');
    case 3:
      out.push('three-or-fell');
      break;
    case '1':
      out.push('string one');
  }
  return out.join(',');
}
for (const v of [1, 2, 3, 4, '1']) console.log(JSON.stringify(v), classify(v));
switch (2) {
  case 1: { let msg = 'a'; console.log(msg); break; }
  case 2: { let msg = 'b'; console.log(msg); break; }
}
