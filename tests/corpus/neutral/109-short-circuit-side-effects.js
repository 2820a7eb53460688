// && || ?? and ?: only evaluate the operands they need.
const log = [];
const t = (name) => { log.push(name); return true; };
const f = (name) => { log.push(name); return false; };
const n = (name) => { log.push(name); return null; };
f('a') && t('b');
t('c') || t('d');
t('e') && f('f') && t('g');
f('h') || n('i') || t('j');
n('k') ?? t('l');
t('m') ?? t('n');
t('o') ? t('p') : t('q');
console.log(log.join(''));
