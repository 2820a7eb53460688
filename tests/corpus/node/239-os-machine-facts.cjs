// The os module's machine facts a script checks before it sizes a worker pool or a
// cache: their types and relations (the values differ from machine to machine).
const os = require('os');
const facts = {
  endianness: os.endianness(),
  arch: typeof os.arch(),
  platform: os.platform(),
  type: os.type(),
  totalmem: typeof os.totalmem(),
  freeBelowTotal: os.freemem() <= os.totalmem(),
  loadavg: os.loadavg().length,
  uptimePositive: os.uptime() > 0,
  cpus: os.cpus().length >= 1,
  home: os.homedir() === os.userInfo().homedir,
  user: typeof os.userInfo().username,
  loopback: Object.values(os.networkInterfaces()).flat().some((i) => i.internal && i.family === 'IPv4'),
  priority: typeof os.getPriority(),
};
console.log(facts);
const cacheMb = Math.min(256, Math.floor(os.totalmem() / 1024 / 1024 / 16));
console.log('cache size is a positive number:', cacheMb > 0);
