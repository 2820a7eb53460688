// Writes to a frozen object are silently ignored in sloppy mode; freezing is shallow.
const cfg = Object.freeze({ level: 1, nested: { deep: 'yes' }, list: [1] });
cfg.level = 2;
cfg.added = true;
delete cfg.level;
console.log(cfg.level, cfg.added, Object.isFrozen(cfg));
cfg.nested.deep = 'changed';
cfg.list.push(2);
console.log(cfg.nested.deep, cfg.list.length, Object.isFrozen(cfg.nested));
const sealed = Object.seal({ s: 1 });
sealed.s = 2;
sealed.t = 3;
delete sealed.s;
console.log(sealed.s, sealed.t, Object.isSealed(sealed));
const arr = Object.freeze([1, 2]);
try {
  arr.push(3);
} catch (e) {
  console.log('push on frozen array throws', e instanceof TypeError);
}
console.log(arr.length);
