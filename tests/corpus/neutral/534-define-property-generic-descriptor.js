// Object.defineProperty with only enumerable/configurable keeps an accessor an accessor (and a data property's value).
class Box {
  get size() { return 3; }
}
Object.defineProperty(Box.prototype, 'size', { enumerable: false });
console.log(new Box().size, typeof Object.getOwnPropertyDescriptor(Box.prototype, 'size').get);
const o = { get now() { return 'getter'; }, plain: 1 };
Object.defineProperty(o, 'now', { enumerable: false });
Object.defineProperty(o, 'plain', { enumerable: false });
console.log(o.now, o.plain, Object.keys(o));
const d = Object.getOwnPropertyDescriptor(o, 'now');
console.log('get' in d, 'value' in d, d.enumerable, d.configurable);
Object.defineProperty(o, 'now', { value: 'data now' });
console.log(o.now, 'value' in Object.getOwnPropertyDescriptor(o, 'now'));
