// ---------------------------------------------------------------------------------------
// dns: getaddrinfo on the threadpool (at most half the threads, "slow I/O")

class GetAddrInfoReqWrap {
  constructor(callback) { this.callback = callback; }
}
const dns = {
  lookup(hostname, options, cb) {
    if (typeof options === 'function') { cb = options; options = {}; }
    validateFunction(cb, 'callback');
    if (typeof hostname !== 'string') throw invalidArgType('hostname', 'of type string', hostname);
    B.work('slow', 'dns.lookup ' + hostname, 2, () => {
      // lib/dns.js: the callback runs as `req.callback(...)` from onlookup.
      const req = new GetAddrInfoReqWrap(cb);
      if (hostname === 'localhost' || hostname === '127.0.0.1') {
        withNodeFrames(['GetAddrInfoReqWrap.onlookup' + (options && options.all ? 'all' : '') + ' [as oncomplete] (node:dns:' + (options && options.all ? '137:5' : '113:8') + ')'], () => {
          if (options && options.all) req.callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else req.callback(null, '127.0.0.1', 4);
        });
      }
      else {
        const e = new Error('getaddrinfo ENOTFOUND ' + hostname);
        e.errno = -3008; e.code = 'ENOTFOUND'; e.syscall = 'getaddrinfo'; e.hostname = hostname;
        withNodeFrames(['GetAddrInfoReqWrap.onlookup' + (options && options.all ? 'all' : '') + ' [as oncomplete] (node:dns:' + (options && options.all ? '128:14' : '107:17') + ')'], () => req.callback(e));
      }
    });
  },
};
dns.promises = { lookup: (h, options) => new Promise((resolve, reject) => dns.lookup(h, options || {}, (e, address, family) =>
  e ? reject(e) : resolve(options && options.all ? address : { address, family }))) };
dns.lookup[promisifyCustom] = dns.promises.lookup; // util.promisify(dns.lookup) gives { address, family }
modules.dns = dns;

