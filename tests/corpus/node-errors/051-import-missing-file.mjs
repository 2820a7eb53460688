// A static import of a file that is not there: Node reports it before any module runs.
console.log('never printed: imports come first');
import { helper } from './helper.mjs';
import { gone } from './gone.mjs';
helper(gone);
// @file helper.mjs
console.log('helper.mjs is not evaluated either');
export function helper(x) { return x; }
