// util.stripVTControlCharacters on colored log output, util.callbackify with values,
// Errors and falsy rejection reasons (ERR_FALSY_VALUE_REJECTION keeps .reason), and the
// callbackified function's name and length; util.toUSVString.
const util = require('util');
const colored = '\u001b[1m\u001b[31mERROR\u001b[39m\u001b[22m disk \u001b[4mfull\u001b[24m \u001b]8;;https://x.test\u0007link\u001b]8;;\u0007 \u009b32mok';
const plain = util.stripVTControlCharacters(colored);
console.log(JSON.stringify(plain), plain.length, colored.length);
console.log(JSON.stringify(util.stripVTControlCharacters('no escapes here')), JSON.stringify(util.stripVTControlCharacters('\u001b[2K\u001b[1Gprogress 50%')));
try { util.stripVTControlCharacters(42); } catch (e) { console.log(e.code); }

async function fetchUser(id) {
  if (id === 0) throw new Error('no user 0');
  if (id === -1) return Promise.reject(null);
  if (id === -2) return Promise.reject(0);
  if (id === -3) return Promise.reject('');
  return { id, name: 'user' + id };
}
const fetchUserCb = util.callbackify(fetchUser);
console.log('name', fetchUserCb.name, 'length', fetchUserCb.length);
for (const id of [1, 0, -1, -2, -3]) {
  fetchUserCb(id, (err, user) => {
    if (err) console.log(id, 'error:', err.message, '| code:', err.code, '| reason:', JSON.stringify(err.reason), '| has reason:', 'reason' in err);
    else console.log(id, 'user:', user);
  });
}
console.log('callbacks come later');
process.nextTick(() => console.log('a tick queued before the callbacks'));
const undefinedReason = util.callbackify(() => Promise.reject(undefined));
undefinedReason((err) => console.log('undefined reason ->', err instanceof Error, err.reason, err.name));
console.log(util.toUSVString('ok\ud800!'), util.toUSVString('\udc00x\ud83d\ude00'));
