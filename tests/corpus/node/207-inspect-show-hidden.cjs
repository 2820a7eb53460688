// util.inspect with showHidden: non-enumerable properties in brackets.
const util = require('util');
const show = (label, v) => console.log(label, util.inspect(v, { showHidden: true }));
show('array', ['a', 'b']);
const account = { owner: 'ada' };
Object.defineProperty(account, 'secret', { value: 'hunter2', enumerable: false });
show('object', account);
show('holes', [1, , 3]);
show('nested', { list: [1, 2], tags: new Set(['x']) });
class Point { constructor(x, y) { this.x = x; this.y = y; } }
show('instance', new Point(1, 2));
show('arrow', () => 0);
console.log('default still hides:', util.inspect(account));
