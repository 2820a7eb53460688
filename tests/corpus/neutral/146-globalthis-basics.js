// globalThis holds the builtins; properties assigned on it are readable as plain identifiers.
globalThis.viaGlobal = 'assigned on globalThis';
console.log(viaGlobal, typeof viaGlobal);
viaGlobal = 'reassigned by name';
console.log(globalThis.viaGlobal);
console.log(typeof globalThis, globalThis === globalThis.globalThis);
console.log(typeof globalThis.Promise, typeof globalThis.queueMicrotask, typeof globalThis.console);
console.log(globalThis.Math === Math, globalThis.undefined, 'Array' in globalThis, 'JSON' in globalThis);
console.log(delete globalThis.viaGlobal, typeof viaGlobal);
const local = 'block-scoped';
console.log('local' in globalThis, globalThis.local);
