// A connection pool wrapper that adds a new 'reconnect' listener every time a query is retried.
// After 10 listeners Node prints MaxListenersExceededWarning (to stderr); every reconnect then runs all the stale handlers.
const { EventEmitter } = require('events');
class Connection extends EventEmitter {
  constructor() { super(); this.alive = true; this.queries = 0; this.reconnects = 0; }
  query(sql) {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        this.queries++;
        if (!this.alive) return reject(Object.assign(new Error('connection lost'), { code: 'ECONNRESET' }));
        resolve({ sql, rows: this.queries % 3 });
      }, 5);
    });
  }
  drop() { this.alive = false; }
  reconnect() {
    setTimeout(() => { this.alive = true; this.reconnects++; this.emit('reconnect', this.reconnects); }, 10);
  }
}
const conn = new Connection();
let staleHandlerCalls = 0;
// BUG: the listener is registered on every call, never removed
async function queryWithRetry(sql) {
  try {
    return await conn.query(sql);
  } catch (e) {
    if (e.code !== 'ECONNRESET') throw e;
    await new Promise((resolve) => {
      conn.on('reconnect', (n) => { staleHandlerCalls++; resolve(n); });
      conn.reconnect();
    });
    return conn.query(sql);
  }
}
process.on('warning', (w) => {
  console.log(`warning event: ${w.name} (count=${w.count}, event=${String(w.type)})`);
});
(async () => {
  for (let i = 1; i <= 14; i++) {
    if (i % 1 === 0) conn.drop();
    const r = await queryWithRetry(`SELECT ${i}`);
    console.log(`q${String(i).padStart(2)} -> ${r.rows} rows | listeners=${conn.listenerCount('reconnect')} | handler calls so far=${staleHandlerCalls}`);
  }
  console.log('total reconnects', conn.reconnects, 'handler calls', staleHandlerCalls, 'expected', conn.reconnects);
  console.log('max listeners', conn.getMaxListeners(), EventEmitter.defaultMaxListeners);
  conn.removeAllListeners('reconnect');
  // the fix: once() + setMaxListeners only when truly needed
  const c2 = new Connection();
  let calls = 0;
  for (let i = 0; i < 12; i++) c2.once('reconnect', () => calls++);
  c2.reconnect();
  await new Promise(r => setTimeout(r, 30));
  console.log('once-listeners fired', calls, 'left', c2.listenerCount('reconnect'));
})();
