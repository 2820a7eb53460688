// An async function of an imported module rejects, unhandled: the report points at the line in that module.
import { load } from './store.mjs';
console.log('main runs');
load('missing-key');
// @file store.mjs
const data = { a: 1 };
export async function load(key) {
  await null;
  if (!(key in data)) throw new Error('no entry for ' + key);
  return data[key];
}
