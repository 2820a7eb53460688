// Async generators: paginated fetch simulation, take(), and for await cleanup.
import { setTimeout as sleep } from 'node:timers/promises';

const DB = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `user${String(i + 1).padStart(2, '0')}` }));

async function fetchPage(cursor, size) {
  await sleep(5);
  const items = DB.slice(cursor, cursor + size);
  const next = cursor + size < DB.length ? cursor + size : null;
  return { items, next };
}

async function* users(pageSize = 4) {
  let cursor = 0, page = 0;
  try {
    while (cursor !== null) {
      const { items, next } = await fetchPage(cursor, pageSize);
      console.log(`  (fetched page ${++page}: ${items.length} items)`);
      yield* items;
      cursor = next;
    }
  } finally {
    console.log(`  (generator cleanup after ${page} pages)`);
  }
}

async function* take(iter, n) {
  if (n <= 0) return;
  for await (const x of iter) {
    yield x;
    if (--n === 0) return;
  }
}

async function* mapAsync(iter, fn) {
  for await (const x of iter) yield fn(x);
}

console.log('first 5:');
for await (const u of take(users(), 5)) console.log(' ', u.id, u.name);

console.log('all names upper:');
const names = [];
for await (const n of mapAsync(users(5), (u) => u.name.toUpperCase())) names.push(n);
console.log(' ', names.join(' '));

console.log('break early:');
for await (const u of users(3)) {
  if (u.id === 2) break;
  console.log('  got', u.id);
}
const it = users(2);
console.log('manual next:', (await it.next()).value.name);
console.log('manual return:', await it.return('stopped'));
console.log('after return:', await it.next());
