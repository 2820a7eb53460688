// Optional chaining on properties, computed keys and calls, with short-circuiting.
const user = { profile: { name: 'Ann', greet() { return 'hi ' + this.name; } }, list: [1, 2] };
const none = null;
console.log(user?.profile?.name, none?.profile?.name, user.missing?.deep.deeper);
console.log(user.profile.greet?.(), user.profile.nothing?.(), none?.greet());
console.log(user.list?.[1], none?.[0], user?.['profile']?.['name']);
let evaluated = false;
const r = none?.[(evaluated = true)];
console.log(r, 'key expression evaluated:', evaluated);
console.log(typeof user.missing?.a, user.list?.length);
const fn = undefined;
console.log(fn?.(1, 2));
try {
  user.profile.nothing();
} catch (e) {
  console.log('without ?.:', e instanceof TypeError);
}
console.log(delete user?.profile.name, user.profile.name);
