// Static imports of the program's files: every imported file runs before the importer's body, once, in order.
console.log('main body starts');
import { add, total } from './math.mjs';
import * as math from './math.mjs';
import greet from './greet.mjs';
import legacy, { version } from './legacy.cjs';
import { readFileSync } from 'node:fs';
console.log(add(2, 3), total, greet('esm'));
console.log(math);
console.log(Object.keys(math), math[Symbol.toStringTag]);
console.log(legacy, version);
console.log(readFileSync(new URL('./note.txt', import.meta.url), 'utf8').trim());
console.log(import.meta.url.endsWith('/007-esm-static-imports.mjs'));
// @file math.mjs
import { log } from './log.mjs';
log('math.mjs evaluates');
export const total = 10;
export function add(a, b) { return a + b; }
// @file greet.mjs
import { log } from './log.mjs';
log('greet.mjs evaluates');
export default function greet(name) { return 'hello ' + name; }
// @file log.mjs
console.log('log.mjs evaluates (once)');
export function log(text) { console.log('  ' + text); }
// @file legacy.cjs
console.log('legacy.cjs evaluates');
module.exports = { version: 3, kind: 'commonjs' };
// @file note.txt
a note next to the module
