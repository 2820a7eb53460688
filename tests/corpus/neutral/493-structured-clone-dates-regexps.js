// structuredClone copies Dates and RegExps (not lastIndex), keeps shared references, and throws DataCloneError for functions.
const when = new Date(Date.UTC(2024, 4, 17, 9, 30));
const re = /item-(\d+)/gi;
re.lastIndex = 3;
const original = { when, again: when, re, tags: new Set(['a']), nested: { list: [1, when] } };
const copy = structuredClone(original);
console.log(copy.when instanceof Date, copy.when !== when, copy.when.toISOString());
console.log(copy.again === copy.when, copy.nested.list[1] === copy.when);
console.log(copy.re instanceof RegExp, copy.re !== re, String(copy.re), copy.re.lastIndex, copy.re.test('ITEM-42'));
console.log(copy.tags.has('a'), copy);
try { structuredClone({ f() {} }); } catch (e) { console.log(e.name, e.code, e instanceof DOMException, e instanceof Error); }
try { structuredClone(Symbol('s')); } catch (e) { console.log(e.name, e.message); }
