// indexOf/lastIndexOf (===), includes (finds NaN), find/findIndex/findLast/findLastIndex.
const a = [1, 2, 3, 2, NaN, '2'];
console.log(a.indexOf(2), a.lastIndexOf(2), a.indexOf('2'), a.indexOf(7), a.indexOf(2, 2));
console.log(a.indexOf(NaN), a.includes(NaN), a.includes('3'), a.includes(3));
const items = [{ id: 1, t: 'a' }, { id: 2, t: 'b' }, { id: 3, t: 'a' }];
console.log(items.find((i) => i.t === 'a').id, items.findIndex((i) => i.t === 'b'));
console.log(items.find((i) => i.t === 'z'), items.findIndex((i) => i.id > 10));
console.log(items.findLast((i) => i.t === 'a').id, items.findLastIndex((i) => i.t === 'a'));
