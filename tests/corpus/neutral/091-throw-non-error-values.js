// Any value can be thrown and caught: strings, numbers, objects, null, undefined.
const values = ['a string', 42, { code: 'E1' }, null, undefined, ['arr']];
for (const v of values) {
  try {
    throw v;
  } catch (e) {
    console.log(typeof e, e === v, e instanceof Error, JSON.stringify(e));
  }
}
try {
  try {
    throw 'inner';
  } catch (e) {
    throw e + ' rethrown';
  }
} catch (e) {
  console.log(e);
}
try { throw { message: 'plain object' }; } catch ({ message }) { console.log(message); }
try { throw 'optional binding'; } catch { console.log('catch without binding'); }
