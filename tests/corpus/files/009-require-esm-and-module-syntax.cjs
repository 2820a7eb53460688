// Node 20.19+: require() of an ES module gives its namespace; a .js file with module syntax is an ES module.
const ns = require('./tool.mjs');
console.log(ns, ns.default(2));
const detected = require('./detected.js');
console.log(detected, detected.twice(4));
console.log(require('./tool.mjs') === ns);
// @file tool.mjs
console.log('tool.mjs runs');
export default function double(x) { return x * 2; }
export const name = 'tool';
// @file detected.js
import { name } from './tool.mjs';
console.log('detected.js runs, imports', name);
export const twice = (x) => x + x;
