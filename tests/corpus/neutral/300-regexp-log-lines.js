// RegExp: parsing log lines with exec, capture groups and a global matchAll loop.
const log = `2024-03-01 12:00:01 INFO  server started on port 8080
2024-03-01 12:00:05 WARN  slow request /api/users took 1200ms
2024-03-01 12:01:17 ERROR database timeout after 30s
2024-03-01 12:02:00 INFO  request /api/orders took 85ms`;

const line = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d) (INFO|WARN|ERROR)\s+(.*)$/gm;
const counts = {};
for (const m of log.matchAll(line)) {
  const [, date, time, level, message] = m;
  counts[level] = (counts[level] || 0) + 1;
  console.log(`${level.padEnd(5)} at ${time} on ${date}: ${message}`);
}
console.log(counts);

// Durations in milliseconds, whatever the unit.
const durations = [...log.matchAll(/(\d+)(ms|s)\b/g)].map(([, n, unit]) => Number(n) * (unit === 's' ? 1000 : 1));
console.log(durations, Math.max(...durations));

// The first request path, with exec and its index.
const req = /\/api\/(\w+)/.exec(log);
console.log(req[0], req[1], req.index, req.input === log);
