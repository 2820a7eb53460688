// RegExp: a tiny template engine with replace callbacks, named groups and special patterns.
const data = { name: 'Ada', items: 3, total: 42.5 };
const template = 'Hello {{ name }}, you have {{items}} items ({{ missing }}) costing ${{total}}.';
const out = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key, offset) => {
  if (!(key in data)) return `<${key}?@${offset}>`;
  return String(data[key]);
});
console.log(out);

// The callback's arguments: match, groups..., offset, string, and the groups object.
'k1=v1;k2=v2'.replace(/(?<key>\w+)=(?<value>\w+)/g, (...args) => {
  const groups = args[args.length - 1];
  console.log(args.length, args[0], args[1], args[2], args[3], groups.key, groups.value);
  return '';
});

// Special patterns in a replacement string.
console.log('John Smith'.replace(/(\w+)\s(\w+)/, '$2, $1'));
console.log('price: 10'.replace(/\d+/, '[$&]'), 'abc'.replace(/b/, "<$`|$'>"), 'a'.replace(/a/, '$$'));
console.log('2024-03-01'.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '$<d>.$<m>.$<y>'));
console.log('ab'.replace(/(a)/, '$2$1$0$'), 'abc'.replace(/(a)(b)(c)/, '$03$02$01$10'));
// camelCase to kebab-case and back.
const kebab = 'backgroundColorAndMore'.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
console.log(kebab, kebab.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
