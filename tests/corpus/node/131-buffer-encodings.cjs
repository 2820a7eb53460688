// Buffer string encodings: base64, base64url, hex, latin1 and utf8 both ways, decoding a JWT-like token's payload, byteLength of multi-byte text
const token = Buffer.from(JSON.stringify({ sub: 'user-42', role: 'admin' })).toString('base64url');
console.log(`token: ${token}`);
const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
console.log(`payload sub=${payload.sub} role=${payload.role}`);
const basic = Buffer.from('ada:s3cret?').toString('base64');
console.log(`Authorization: Basic ${basic}`);
const [user, pass] = Buffer.from(basic, 'base64').toString().split(':');
console.log(`user ${user} pass length ${pass.length}`);
console.log(`hex: ${Buffer.from('Hi ✓').toString('hex')}`);
console.log(`from hex: ${Buffer.from('48656c6c6f', 'hex').toString()} (odd tail ignored: ${Buffer.from('414', 'hex').toString()})`);
console.log(`latin1: ${Buffer.from('café', 'latin1').toString('hex')} -> ${Buffer.from('e9', 'hex').toString('latin1')}`);
console.log(`utf8 café: ${Buffer.from('café').length} bytes, byteLength ${Buffer.byteLength('naïve ✓')}`);
console.log(`base64 padding: ${['a', 'ab', 'abc', 'abcd'].map((s) => Buffer.from(s).toString('base64')).join(' ')}`);
console.log(`base64url no padding: ${Buffer.from('ab?>').toString('base64url')} vs ${Buffer.from('ab?>').toString('base64')}`);
console.log(`lenient base64: ${Buffer.from('aGVs bG8=\n', 'base64').toString()}`);
console.log(`round trip: ${Buffer.from(Buffer.from('evloop ✓').toString('base64'), 'base64').toString() === 'evloop ✓'}`);
console.log(`global is globalThis: ${global === globalThis}, global.Buffer: ${global.Buffer === Buffer}`);
