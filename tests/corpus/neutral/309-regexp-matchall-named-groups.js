// RegExp: matchAll over named groups, building records from a key=value config.
const config = `
host = example.com
port=8080
# a comment
debug = true
name = "My App"
`;
const entry = /^(?<key>\w+)\s*=\s*(?:"(?<quoted>[^"]*)"|(?<plain>\S+))$/gm;
const settings = {};
for (const { groups, index } of config.matchAll(entry)) {
  settings[groups.key] = groups.quoted ?? groups.plain;
  console.log(index, groups.key, groups.quoted === undefined ? 'plain' : 'quoted');
}
console.log(settings);
const it = 'a1b2'.matchAll(/(?<letter>[a-z])(?<digit>\d)/g);
console.log(Object.prototype.toString.call(it), typeof it[Symbol.iterator], it[Symbol.iterator]() === it);
const first = it.next();
console.log(first.done, first.value[0], first.value.groups);
console.log(it.next().value.groups.digit, it.next());
// Non-global regexps are refused by matchAll; strings become global patterns.
try { 'x'.matchAll(/x/); } catch (e) { console.log(e instanceof TypeError); }
console.log([...'a.b.c'.matchAll('.')].map((m) => m.index));
