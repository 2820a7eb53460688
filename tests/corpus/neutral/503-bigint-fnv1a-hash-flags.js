// A 64-bit FNV-1a hash with BigInt.asUintN, and permission bit flags above bit 31.
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
function fnv1a64(text) {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = BigInt.asUintN(64, hash * FNV_PRIME);
  }
  return hash;
}
for (const word of ['', 'a', 'foobar', 'hello world', 'évloop']) {
  console.log(JSON.stringify(word), fnv1a64(word).toString(16).padStart(16, '0'));
}
const Flags = { READ: 1n << 0n, WRITE: 1n << 1n, ADMIN: 1n << 40n, OWNER: 1n << 63n };
let perms = Flags.READ | Flags.ADMIN;
console.log(perms, (perms & Flags.ADMIN) !== 0n, (perms & Flags.WRITE) !== 0n);
perms |= Flags.OWNER;
perms &= ~Flags.READ;
console.log(perms, perms.toString(2).length, BigInt.asIntN(64, perms));
const names = Object.entries(Flags).filter(([, bit]) => perms & bit).map(([name]) => name);
console.log(names);
