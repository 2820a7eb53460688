'use strict';
// Promise.all / allSettled / race / any, plus an async work queue consumed with await in a loop

const delay = (ms, v, fail = false) =>
  new Promise((res, rej) => setTimeout(() => (fail ? rej(new Error(String(v))) : res(v)), ms));

class AsyncQueue {
  #items = [];
  #waiters = [];
  #closed = false;
  push(item) {
    if (this.#closed) throw new Error('queue closed');
    const w = this.#waiters.shift();
    if (w) w.resolve({ value: item, done: false });
    else this.#items.push(item);
  }
  close() {
    this.#closed = true;
    for (const w of this.#waiters.splice(0)) w.resolve({ value: undefined, done: true });
  }
  next() {
    if (this.#items.length) return Promise.resolve({ value: this.#items.shift(), done: false });
    if (this.#closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.#waiters.push({ resolve }));
  }
  get pending() { return this.#items.length; }
}

async function main() {
  const all = await Promise.all([delay(30, 'a'), delay(10, 'b'), 'plain', Promise.resolve('c')]);
  console.log('all:', all);
  try { await Promise.all([delay(20, 'x'), delay(5, 'bad', true), delay(40, 'y')]); }
  catch (e) { console.log('all rejected with:', e.message); }

  const settled = await Promise.allSettled([delay(15, 1), delay(5, 'nope', true), 3, Promise.reject(new TypeError('tt'))]);
  console.log('allSettled:', settled.map((s) => (s.status === 'fulfilled' ? `ok:${s.value}` : `err:${s.reason.name}:${s.reason.message}`)).join(', '));

  console.log('race:', await Promise.race([delay(30, 'slow'), delay(10, 'fast'), delay(20, 'mid')]));
  try { await Promise.race([delay(30, 'slow'), delay(5, 'failfast', true)]); }
  catch (e) { console.log('race rejected:', e.message); }

  console.log('any:', await Promise.any([delay(5, 'e1', true), delay(25, 'winner'), delay(15, 'e2', true)]));
  try { await Promise.any([delay(5, 'p', true), Promise.reject(new Error('q'))]); }
  catch (e) { console.log('any failed:', e.constructor.name, e.errors.map((x) => x.message).join('+'), e.message); }
  try { await Promise.any([]); } catch (e) { console.log('any([]):', e.name, e.errors.length); }
  console.log('all([]):', JSON.stringify(await Promise.all([])), 'race([]) pending forever (skipped)');

  const q = new AsyncQueue();
  const consumed = [];
  const consumer = (async (name) => {
    for (;;) {
      const { value, done } = await q.next();
      if (done) break;
      await delay(value.cost);
      consumed.push(`${name}:${value.id}`);
      console.log(`  ${name} processed ${value.id} (pending ${q.pending})`);
    }
    return name;
  });
  const c1 = consumer('c1'), c2 = consumer('c2');
  const jobs = [{ id: 'j1', cost: 40 }, { id: 'j2', cost: 10 }, { id: 'j3', cost: 10 }, { id: 'j4', cost: 24 }, { id: 'j5', cost: 6 }];
  for (const [i, job] of jobs.entries()) {
    q.push(job);
    console.log(`produced ${job.id}`);
    if (i % 2 === 1) await delay(16);
  }
  await delay(100);
  q.close();
  console.log('consumers finished:', await Promise.all([c1, c2]));
  console.log('consumed order:', consumed.join(' '));
  try { q.push({ id: 'late' }); } catch (e) { console.log('push after close:', e.message); }

  // thenable adoption and ordering of then-callbacks
  const order = [];
  const thenable = { then(res) { order.push('thenable.then called'); res('T'); } };
  const p1 = Promise.resolve(thenable).then((v) => order.push('p1 ' + v));
  const p2 = Promise.resolve(1).then(() => order.push('p2 a')).then(() => order.push('p2 b'));
  order.push('sync end');
  await Promise.all([p1, p2]);
  console.log('order:', order.join(' | '));
}
main().then(() => console.log('main done'), (e) => console.log('main failed', e));
