// A mini test runner: describe/it/beforeEach/afterEach/beforeAll, async tests, timeouts, only/skip, reporting
const assert = require('assert');
const root = { name: '', children: [], tests: [], hooks: { beforeAll: [], beforeEach: [], afterEach: [], afterAll: [] }, parent: null };
let current = root;
let hasOnly = false;
function describe(name, fn) {
  const suite = { name, children: [], tests: [], hooks: { beforeAll: [], beforeEach: [], afterEach: [], afterAll: [] }, parent: current };
  current.children.push(suite);
  const prev = current; current = suite;
  fn();
  current = prev;
}
function it(name, fn, timeout = 50) { current.tests.push({ name, fn, timeout, mode: 'normal' }); }
it.only = (name, fn, timeout) => { hasOnly = true; it(name, fn, timeout); current.tests.at(-1).mode = 'only'; };
it.skip = (name, fn) => { it(name, fn); current.tests.at(-1).mode = 'skip'; };
for (const h of ['beforeAll', 'beforeEach', 'afterEach', 'afterAll']) global[h] = (fn) => current.hooks[h].push(fn);
function withTimeout(fn, ms, label) {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`Timeout of ${ms}ms exceeded in "${label}"`)), ms);
    let ret;
    try {
      if (fn.length === 1) ret = new Promise((res, rej) => fn((err) => err ? rej(err) : res()));
      else ret = fn();
    } catch (e) { clearTimeout(t); return reject(e); }
    Promise.resolve(ret).then(v => { clearTimeout(t); resolve(v); }, e => { clearTimeout(t); reject(e); });
  });
}
const chain = (suite, kind) => suite ? (kind === 'beforeEach' ? [...chain(suite.parent, kind), ...suite.hooks[kind]] : [...suite.hooks[kind], ...chain(suite.parent, kind)]) : [];
const results = { passed: 0, failed: 0, skipped: 0, failures: [] };
async function runSuite(suite, depth) {
  const pad = '  '.repeat(Math.max(0, depth));
  if (suite.name) console.log(pad + suite.name);
  for (const h of suite.hooks.beforeAll) await h();
  for (const t of suite.tests) {
    const full = [];
    for (let s = suite; s && s.name; s = s.parent) full.unshift(s.name);
    full.push(t.name);
    if (t.mode === 'skip' || (hasOnly && t.mode !== 'only')) { results.skipped++; console.log(`${pad}  - ${t.name} (skipped)`); continue; }
    try {
      for (const h of chain(suite, 'beforeEach')) await h();
      await withTimeout(t.fn, t.timeout, t.name);
      results.passed++;
      console.log(`${pad}  ✓ ${t.name}`);
    } catch (e) {
      results.failed++;
      results.failures.push({ title: full.join(' > '), err: e });
      console.log(`${pad}  ✗ ${t.name}`);
    } finally {
      for (const h of chain(suite, 'afterEach')) await h();
    }
  }
  for (const c of suite.children) await runSuite(c, depth + 1);
  for (const h of suite.hooks.afterAll) await h();
}
// ---- the tests ----
const log = [];
class Stack { constructor() { this.items = []; } push(x) { this.items.push(x); return this; } pop() { if (!this.items.length) throw new RangeError('empty stack'); return this.items.pop(); } get size() { return this.items.length; } }
describe('Stack', () => {
  let s;
  beforeAll(() => log.push('beforeAll Stack'));
  beforeEach(() => { s = new Stack(); log.push('beforeEach outer'); });
  afterEach(() => log.push('afterEach outer'));
  it('starts empty', () => assert.strictEqual(s.size, 0));
  it('pops what was pushed', () => { s.push(1).push(2); assert.strictEqual(s.pop(), 2); assert.strictEqual(s.size, 1); });
  it('throws on empty pop', () => assert.throws(() => s.pop(), { name: 'RangeError', message: 'empty stack' }));
  describe('async behaviour', () => {
    beforeEach(async () => { await new Promise(r => setTimeout(r, 5)); s.push('seed'); log.push('beforeEach inner'); });
    afterEach(() => log.push('afterEach inner'));
    it('sees the seed', async () => { assert.deepStrictEqual(s.items, ['seed']); });
    it('callback style done()', (done) => { setTimeout(() => { s.push('cb'); done(); }, 10); });
    it('callback style with error', (done) => { setTimeout(() => done(new Error('callback failed')), 10); });
    it('too slow', () => new Promise(r => setTimeout(r, 200)), 30);
    it('wrong deep equal', () => assert.deepStrictEqual({ a: [1, 2, { b: 3 }] }, { a: [1, 2, { b: 4 }] }));
    it.skip('not ready yet', () => { throw new Error('should not run'); });
  });
});
describe('math', () => {
  it('adds', () => assert.equal(0.1 * 3, 0.30000000000000004));
  it('rejects', async () => { await Promise.reject(new TypeError('async type error')); });
  it('strict equal fails', () => assert.strictEqual(1 + 1, 3, 'arithmetic is broken'));
});
(async () => {
  await runSuite(root, -1);
  console.log(`\n${results.passed} passing, ${results.failed} failing, ${results.skipped} pending`);
  results.failures.forEach(({ title, err }, i) => {
    console.log(`${i + 1}) ${title}`);
    console.log(`   ${err.name}${err.code ? ' [' + err.code + ']' : ''}: ${err.message.split('\n')[0]}`);
  });
  console.log('hook log:', log.join(' | '));
  process.exitCode = results.failed ? 1 : 0;
})();
