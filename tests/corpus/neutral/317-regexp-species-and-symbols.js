// RegExp: String methods dispatch through Symbol.match/replace/search/split; subclasses stay in charge.
class Loud extends RegExp {
  exec(s) {
    const m = super.exec(s);
    if (m) m[0] = m[0].toUpperCase();
    return m;
  }
}
const loud = new Loud('[aeiou]', 'g');
console.log('banana'.replace(loud, (v) => `<${v}>`), 'banana'.match(loud), loud.test('xyz'));
console.log('a-b-c'.split(new Loud('-')), 'find me'.search(new Loud('me')), [...'xax'.matchAll(new Loud('a', 'g'))][0][0]);
// Any object can act as a pattern.
const words = {
  [Symbol.split](s, limit) { return s.split(' ').slice(0, limit); },
  [Symbol.replace](s, r) { return s.split(' ').join(r); },
  [Symbol.search](s) { return s.indexOf(' '); },
  [Symbol.match](s) { return s.split(' ').length; },
};
console.log('a b c'.split(words, 2), 'a b c'.replace(words, '_'), 'ab c'.search(words), 'a b c'.match(words));
console.log(typeof Symbol.matchAll, Symbol.split.toString(), RegExp.prototype[Symbol.split].name);
// A custom exec is used by test, match and replace.
const fake = /x/;
fake.exec = () => ({ 0: 'zz', length: 1, index: 1 });
console.log(fake.test('abc'), 'abcd'.replace(fake, '!'), RegExp.prototype.exec.call(/b/, 'abc').index);
