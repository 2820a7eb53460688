// A profile service where two concurrent async updates each read-modify-write the whole record: the second write wins and the first update is lost
const { EventEmitter } = require('events');
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
class FakeDb extends EventEmitter {
  constructor() { super(); this.rows = new Map(); this.version = new Map(); this.writes = 0; }
  async read(id) { await sleep(10); const row = this.rows.get(id); return row ? { ...row, _v: this.version.get(id) } : null; }
  async write(id, row, { expectVersion } = {}) {
    await sleep(15);
    const current = this.version.get(id) ?? 0;
    if (expectVersion !== undefined && expectVersion !== current) {
      const e = new Error(`version conflict on ${id}: expected ${expectVersion}, found ${current}`);
      e.code = 'CONFLICT'; throw e;
    }
    const { _v, ...clean } = row;
    this.rows.set(id, clean); this.version.set(id, current + 1); this.writes++;
    this.emit('written', id, clean, current + 1);
  }
}
const db = new FakeDb();
db.rows.set('u1', { name: 'Ana', email: 'ana@old.example', loginCount: 0, tags: [] });
db.version.set('u1', 1);
db.on('written', (id, row, v) => console.log(`  [db] v${v} ${id} = ${JSON.stringify(row)}`));
// BUG: naive read-modify-write without any concurrency control
async function updateProfile(id, patchFn, label, extraDelay) {
  const row = await db.read(id);
  console.log(`${label}: read v${row._v}`);
  await sleep(extraDelay); // e.g. calling another service in between
  const next = patchFn(row);
  await db.write(id, next);
  console.log(`${label}: wrote`);
}
async function incrementLogin(id) { return updateProfile(id, r => ({ ...r, loginCount: r.loginCount + 1 }), 'login', 50); }
async function changeEmail(id, email) { return updateProfile(id, r => ({ ...r, email }), 'email', 100); }
async function addTag(id, tag, wait) { return updateProfile(id, r => ({ ...r, tags: [...r.tags, tag] }), 'tag:' + tag, wait); }
// fixed version: optimistic concurrency with retries
async function updateSafely(id, patchFn, label, extraDelay, maxTries = 5) {
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    const row = await db.read(id);
    await sleep(extraDelay);
    try {
      await db.write(id, patchFn(row), { expectVersion: row._v });
      console.log(`${label}: committed on attempt ${attempt}`);
      return;
    } catch (e) {
      if (e.code !== 'CONFLICT') throw e;
      console.log(`${label}: ${e.message}, retrying`);
    }
  }
  throw new Error(`${label}: gave up`);
}
(async () => {
  console.log('--- naive concurrent updates ---');
  await Promise.all([changeEmail('u1', 'ana@new.example'), incrementLogin('u1'), addTag('u1', 'vip', 0), addTag('u1', 'beta', 25)]);
  const after = await db.read('u1');
  console.log('final:', JSON.stringify(after));
  const lost = [];
  if (after.loginCount !== 1) lost.push('loginCount');
  if (after.email !== 'ana@new.example') lost.push('email');
  if (after.tags.length !== 2) lost.push(`tags (have ${JSON.stringify(after.tags)})`);
  console.log('lost updates:', lost.length ? lost.join(', ') : 'none');
  console.log('--- optimistic concurrency ---');
  db.rows.set('u2', { name: 'Bo', email: 'bo@old.example', loginCount: 0, tags: [] });
  db.version.set('u2', 1);
  db.removeAllListeners('written');
  await Promise.all([
    updateSafely('u2', r => ({ ...r, email: 'bo@new.example' }), 'email', 30),
    updateSafely('u2', r => ({ ...r, loginCount: r.loginCount + 1 }), 'login', 5),
    updateSafely('u2', r => ({ ...r, tags: [...r.tags, 'vip'] }), 'tag', 60),
  ]);
  const u2 = await db.read('u2');
  console.log('final u2:', JSON.stringify(u2), 'total writes', db.writes);
})();
