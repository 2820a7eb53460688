// RegExp: the u flag, Unicode property escapes and code points beyond the BMP.
const words = 'Hello Привет Γειά 你好 مرحبا 123 ٣٤٥';
console.log(words.match(/\p{L}+/gu));
console.log(words.match(/\p{Script=Cyrillic}+/u)[0], words.match(/\p{sc=Greek}+/u)[0], words.match(/\p{Script=Han}+/u)[0]);
console.log(words.match(/\p{Nd}+/gu), words.match(/\P{L}+/gu).length);
console.log('Ünïcödé ÀÉÎ'.match(/\p{Lu}/gu).join(''), 'Ünïcödé'.match(/\p{Ll}/gu).length);
console.log('a-b_c!d?'.match(/\p{P}/gu), '1 + 2 = 3 €'.match(/\p{S}/gu), 'a\u00a0b c'.match(/\p{Z}/gu).length);
// Without u, an emoji is two code units; with u, one character.
const s = 'I ❤️ 🍕 and 🍣!';
console.log(s.match(/./g).length, s.match(/./gu).length, /^.$/.test('🍕'), /^.$/u.test('🍕'));
console.log(s.match(/\p{Emoji_Presentation}/gu), /\u{1F355}/u.test(s), /[🍕🍣]/u.exec(s).index);
console.log('🍕🍣'.split(/(?:)/u), '🍕'.split(/(?:)/).length, [...'a🍕b'.matchAll(/(?:)/gu)].map((m) => m.index));
console.log(/\p{Lu}/.test('p{Lu}'), /^\p{ASCII}*$/u.test('plain text'), /^\p{ASCII}*$/u.test('naïve'));
