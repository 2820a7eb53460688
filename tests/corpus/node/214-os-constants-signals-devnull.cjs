// os.devNull, os.EOL and os.constants: signal numbers (an exit code 128 + n after a
// signal), errno values for error codes, priorities; null-prototype objects as in Node.
const os = require('node:os');

console.log(os.devNull, JSON.stringify(os.EOL));
console.log(Object.keys(os.constants));
const { signals, errno, priority } = os.constants;
console.log(signals.SIGINT, signals.SIGTERM, signals.SIGKILL, signals.SIGHUP, signals.SIGUSR2, signals.SIGWINCH);
console.log(Object.keys(signals).length, Object.getPrototypeOf(signals), Object.getPrototypeOf(os.constants));
const exitCodeFor = (name) => 128 + signals[name];
console.log('SIGINT exit', exitCodeFor('SIGINT'), 'SIGTERM exit', exitCodeFor('SIGTERM'));
const byNumber = Object.entries(signals).filter(([, n]) => n <= 6).map(([name, n]) => n + '=' + name);
console.log(byNumber.join(' '));
console.log(errno.ENOENT, errno.EACCES, errno.EADDRINUSE, errno.ECONNREFUSED, errno.ETIMEDOUT, Object.keys(errno).length);
const nameOf = (n) => Object.keys(errno).find((k) => errno[k] === n);
console.log(nameOf(2), nameOf(13), nameOf(98));
console.log(priority.PRIORITY_LOW, priority.PRIORITY_HIGHEST, os.constants.dlopen.RTLD_NOW, os.constants.UV_UDP_REUSEADDR);
console.log(signals);
