const config = {
  server: { port: 0, host: '', tls: null },
  users: [{ name: 'ann', roles: ['admin'] }, { name: 'bob' }],
  retry: undefined,
};

console.log(config.server.port || 8080, config.server.port ?? 8080);
console.log(config.server.host || 'localhost', config.server.host ?? 'localhost');
console.log(config.server.tls?.cert, config.missing?.deep.deeper);
console.log(config.users[1].roles?.[0] ?? 'no role', config.users.at(-1)?.name);
console.log(config.retry?.(), config.users.find?.((u) => u.name === 'ann')?.roles);

const { server: { port, ...restServer }, users: [first, ...others], retry = 3 } = config;
console.log(port, restServer, first.name, others.length, retry);

function draw({ x = 0, y = 0, color: c = 'black', ...extra } = {}) {
  return `${c}@(${x},${y}) ${JSON.stringify(extra)}`;
}
console.log(draw(), draw({ x: 2, color: 'red', alpha: 0.5 }));

let a = 1, b = 2;
[a, b] = [b, a];
console.log(a, b);

const merged = { ...config.server, port: 443, ...{ tls: { cert: 'x' } } };
console.log(merged);
const arr = [...'héllo', ...new Set([1, 1, 2])];
console.log(arr);
let cnt = null;
cnt ??= 10;
cnt ||= 20;
cnt &&= cnt + 1;
console.log(cnt);
