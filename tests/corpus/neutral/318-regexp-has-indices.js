// RegExp: the d flag (hasIndices): start/end pairs for the match, each group and named groups.
const re = /(?<key>\w+)=(?<value>\w*)(;)?/d;
const m = re.exec('set a=1; b=2');
console.log(m.indices[0], m.indices[1], m.indices[2], m.indices[3], m.indices.length);
console.log(m.indices.groups.key, m.indices.groups.value, Object.keys(m.indices.groups));
// Highlight every number by its indices.
const text = 'x=10, y=200, z=3';
let marked = '';
let last = 0;
for (const hit of text.matchAll(/\d+/dg)) {
  const [start, end] = hit.indices[0];
  marked += text.slice(last, start) + '[' + text.slice(start, end) + ']';
  last = end;
}
console.log(marked + text.slice(last));
// A group that did not take part has undefined indices; without named groups, groups is undefined.
const opt = /(a)|(b)/d.exec('b');
console.log(opt.indices[1], opt.indices[2], opt.indices.groups, /x/.exec('x').indices, /x/d.hasIndices);
console.log(/(?<=(\w))\d/d.exec('ab3').indices);
