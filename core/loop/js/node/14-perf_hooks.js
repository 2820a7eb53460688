// ---------------------------------------------------------------------------------------
// perf_hooks

class Histogram {
  constructor(resolution) { Object.defineProperty(this, '_id', { value: B.monitor('create', 0, resolution) }); }
  enable() { return B.monitor('enable', this._id); }
  disable() { return B.monitor('disable', this._id); }
  reset() { B.monitor('reset', this._id); }
  _samples() { const s = B.monitor('stats', this._id); return s.slice(1); }
  get count() { return this._samples().length; }
  get min() { const s = this._samples(); return s.length ? s[0] : 9223372036854776000; }
  get max() { const s = this._samples(); return s.length ? s[s.length - 1] : 0; }
  get mean() { const s = this._samples(); return s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN; }
  get stddev() {
    const s = this._samples();
    if (!s.length) return NaN;
    const m = this.mean;
    return Math.sqrt(s.reduce((a, b) => a + (b - m) * (b - m), 0) / s.length);
  }
  get exceeds() { return 0; }
  percentile(p) {
    const s = this._samples();
    if (!s.length) return 0;
    const i = Math.min(s.length - 1, Math.max(0, Math.ceil(p / 100 * s.length) - 1));
    return s[i];
  }
  get percentiles() { const m = new Map(); for (const p of [0, 50, 75, 87.5, 100]) if (this.count) m.set(p, this.percentile(p)); return m; }
}
const perfHooks = {
  performance, PerformanceObserver: W.PerformanceObserver, PerformanceObserverEntryList: W.PerformanceObserverEntryList,
  PerformanceEntry, PerformanceMark, PerformanceMeasure,
  monitorEventLoopDelay(options) {
    const resolution = options && options.resolution !== undefined ? options.resolution : 10;
    if (typeof resolution !== 'number' || resolution <= 0) throw codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "options.resolution" is out of range. It must be > 0. Received ' + resolution);
    return new Histogram(resolution);
  },
};
performance.eventLoopUtilization = function eventLoopUtilization(previous) {
  const [idle, active] = B.elu();
  let i = idle, a = active;
  if (previous) { i -= previous.idle; a -= previous.active; }
  return { idle: i, active: a, utilization: i + a > 0 ? a / (i + a) : 0 };
};
performance.timeOrigin = 1704067200000;
modules.perf_hooks = perfHooks;

// os.constants: Linux's values as Node 20 on x64 lists them (null-prototype objects).
const osConstant = (o) => Object.assign(Object.create(null), o);
const osConstants = osConstant({
  UV_UDP_REUSEADDR: 4,
  dlopen: osConstant({ RTLD_LAZY: 1, RTLD_NOW: 2, RTLD_GLOBAL: 256, RTLD_LOCAL: 0, RTLD_DEEPBIND: 8 }),
  errno: osConstant({ E2BIG: 7, EACCES: 13, EADDRINUSE: 98, EADDRNOTAVAIL: 99, EAFNOSUPPORT: 97, EAGAIN: 11, EALREADY: 114, EBADF: 9, EBADMSG: 74, EBUSY: 16, ECANCELED: 125, ECHILD: 10, ECONNABORTED: 103, ECONNREFUSED: 111, ECONNRESET: 104, EDEADLK: 35, EDESTADDRREQ: 89, EDOM: 33, EDQUOT: 122, EEXIST: 17, EFAULT: 14, EFBIG: 27, EHOSTUNREACH: 113, EIDRM: 43, EILSEQ: 84, EINPROGRESS: 115, EINTR: 4, EINVAL: 22, EIO: 5, EISCONN: 106, EISDIR: 21, ELOOP: 40, EMFILE: 24, EMLINK: 31, EMSGSIZE: 90, EMULTIHOP: 72, ENAMETOOLONG: 36, ENETDOWN: 100, ENETRESET: 102, ENETUNREACH: 101, ENFILE: 23, ENOBUFS: 105, ENODATA: 61, ENODEV: 19, ENOENT: 2, ENOEXEC: 8, ENOLCK: 37, ENOLINK: 67, ENOMEM: 12, ENOMSG: 42, ENOPROTOOPT: 92, ENOSPC: 28, ENOSR: 63, ENOSTR: 60, ENOSYS: 38, ENOTCONN: 107, ENOTDIR: 20, ENOTEMPTY: 39, ENOTSOCK: 88, ENOTSUP: 95, ENOTTY: 25, ENXIO: 6, EOPNOTSUPP: 95, EOVERFLOW: 75, EPERM: 1, EPIPE: 32, EPROTO: 71, EPROTONOSUPPORT: 93, EPROTOTYPE: 91, ERANGE: 34, EROFS: 30, ESPIPE: 29, ESRCH: 3, ESTALE: 116, ETIME: 62, ETIMEDOUT: 110, ETXTBSY: 26, EWOULDBLOCK: 11, EXDEV: 18 }),
  signals: osConstant({ SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7, SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26, SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31 }),
  priority: osConstant({ PRIORITY_LOW: 19, PRIORITY_BELOW_NORMAL: 10, PRIORITY_NORMAL: 0, PRIORITY_ABOVE_NORMAL: -7, PRIORITY_HIGH: -14, PRIORITY_HIGHEST: -20 }),
});
modules.os = { EOL: '\n', devNull: '/dev/null', constants: osConstants, platform: () => 'linux', cpus: () => [{ model: 'evloop virtual CPU', speed: 2400 }, { model: 'evloop virtual CPU', speed: 2400 }],
  availableParallelism: () => 2, tmpdir: () => '/tmp', homedir: () => '/home/learner', hostname: () => 'evloop',
  // The simulated machine: a little-endian x64 Linux with 8 GiB, half of it free, idle.
  arch: () => 'x64', machine: () => 'x86_64', type: () => 'Linux', release: () => '6.1.0-evloop', version: () => '#1 SMP evloop',
  endianness: () => 'LE', totalmem: () => 8589934592, freemem: () => 4294967296, loadavg: () => [0, 0, 0],
  uptime: () => 3600 + Math.floor(performance.now() / 1000), getPriority: () => 0, setPriority: () => {},
  userInfo: () => ({ uid: 1000, gid: 1000, username: 'learner', homedir: '/home/learner', shell: '/bin/bash' }),
  networkInterfaces: () => ({ lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }] }),
};

