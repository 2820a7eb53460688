// Tags can be members (this is the object), call results, chained templates and nested templates.
const formatter = {
  prefix: '>>',
  tag(strings, ...values) { return this.prefix + strings.map((s, i) => s + (values[i] ?? '')).join(''); },
};
console.log(formatter.tag`a${1}b${2}c`);
console.log(formatter['tag']`computed ${'member'}`);
const make = (sep) => (strings, ...values) => strings.raw.join(sep) + ' / ' + values.join(sep);
console.log(make('+')`x${1}y${2}z`);
function curry(strings, ...values) {
  const parts = [strings[0], ...values];
  return (more) => parts.concat(more.raw).join('|');
}
console.log(curry`first ${'A'}``second`);
const nested = (s, ...v) => `[${s.join('_')}:${v.join(',')}]`;
console.log(nested`outer ${nested`inner ${1}`} end`);
class Query {
  static sql(strings, ...values) { return { text: strings.reduce((acc, s, i) => acc + '$' + i + s), values }; }
}
const id = 7, name = "O'Brien";
console.log(Query.sql`SELECT * FROM users WHERE id = ${id} AND name = ${name}`);
const calls = [];
const counted = (s) => { calls.push(s.length); return counted; };
counted`one``two${1}``three${1}${2}`;
console.log(calls);
