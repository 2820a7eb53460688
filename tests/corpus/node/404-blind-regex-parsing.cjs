// Log parsing with named groups, lookbehind, replace callbacks and matchAll.
const log = `
2024-03-01T10:15:30Z INFO  [auth] user=alice action=login ip=10.0.0.5 took=12ms
2024-03-01T10:16:02Z WARN  [db] slow query took=1530ms table=orders
2024-03-01T10:16:45Z ERROR [auth] user=bob action=login failed: bad password
2024-03-01T10:17:00Z INFO  [api] GET /v1/orders/42?expand=items 200 took=87ms
2024-03-02T08:00:00Z INFO  [auth] user=alice action=logout
`.trim();

const LINE = /^(?<date>\d{4}-\d{2}-\d{2})T(?<time>[\d:]+)Z (?<level>\w+)\s+\[(?<mod>\w+)\] (?<msg>.*)$/gm;
const entries = [...log.matchAll(LINE)].map((m) => ({ ...m.groups }));
console.log(entries.length, 'entries; levels:', [...new Set(entries.map((e) => e.level))].join('/'));

const byMod = entries.reduce((acc, e) => ((acc[e.mod] ??= []).push(e.time), acc), {});
console.log(byMod);

const durations = [...log.matchAll(/(?<=took=)\d+(?=ms)/g)].map(Number);
console.log('durations', durations, 'max', Math.max(...durations));

const kv = (msg) => Object.fromEntries([...msg.matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, v]));
console.log(kv(entries[0].msg));

const redacted = log.replace(/user=(\w+)/g, (_, name) => `user=${name[0]}${'*'.repeat(name.length - 1)}`)
  .replace(/\b(?:\d{1,3}\.){3}\d{1,3}\b/g, '<ip>');
console.log(redacted.split('\n').slice(0, 3).join('\n'));

const route = '/v1/orders/42?expand=items';
const m = route.match(/^\/v(?<ver>\d+)\/(?<res>\w+)\/(?<id>\d+)(?:\?(?<qs>.*))?$/);
console.log(m.groups.ver, m.groups.res, m.groups.id, new URLSearchParams(m.groups.qs).get('expand'));

console.log('2024-03-01'.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '$<d>/$<m>/$<y>'));
console.log('camelCaseToSnake'.replace(/(?<!^)(?=[A-Z])/g, '_').toLowerCase());
console.log('snake_case_to_camel'.replace(/_(\w)/g, (_, c) => c.toUpperCase()));
const re = /o/y;
re.lastIndex = 4;
console.log('sticky', re.test('hello world'), re.lastIndex, /\bfailed\b/i.test(entries[2].msg));
console.log('price: $1,234.50 and $99'.match(/\$[\d,]+(?:\.\d\d)?/g));
console.log('a1b22c333'.split(/(\d+)/));
