// An error thrown in catch or finally replaces the one being handled.
function f(where) {
  try {
    throw new Error('original');
  } catch (e) {
    if (where === 'catch') throw new Error('from catch, replacing ' + e.message);
  } finally {
    if (where === 'finally') throw new Error('from finally');
  }
  return 'no replacement';
}
for (const w of ['none', 'catch', 'finally']) {
  try {
    console.log(w, '->', f(w));
  } catch (e) {
    console.log(w, '->', e.message);
  }
}
try {
  try { throw new Error('first'); } finally { console.log('finally ran before outer catch'); }
} catch (e) {
  console.log('outer caught', e.message);
}
