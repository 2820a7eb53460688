// Objects whose single-line form would exceed the line width break onto several lines.
console.log({ a: 1, b: 2, c: 3 });
console.log({ name: 'evloop', version: '0.0.1', description: 'an event loop tutor', private: true });
console.log({ alpha: 'aaaaaaaaaa', beta: 'bbbbbbbbbb', gamma: 'cccccccccc', delta: 'dddddddddd' });
console.log({ user: { id: 1, name: 'Ann', roles: ['admin', 'editor'] }, settings: { theme: 'dark', fontSize: 14 } });
console.log([{ id: 1, title: 'first item title' }, { id: 2, title: 'second item title' }, { id: 3 }]);
console.log({ k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14 });
