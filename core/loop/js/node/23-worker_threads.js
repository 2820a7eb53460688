// ---------------------------------------------------------------------------------------
// worker_threads: the Worker object of the parent (lib/internal/worker.js) and the
// worker's own view (lib/internal/main/worker_thread.js). The threads themselves are
// C++ (core/loop/threads.h, core/loop/node/worker_threads.cpp): each worker is another
// Node environment, with its own copy of everything in this folder.
//
// A Worker listens on two ports: an internal one, made first (so the poll phase visits
// it first), that hears 'online', the worker's output (its console writes to the
// parent's stdout, through this loop), an uncaught error and the exit; and the public
// one, whose other end is the worker's parentPort. Before 'exit' the parent takes what
// is still queued on the public port.

const remotePorts = new Map(); // endpoint → this thread's MessagePort with that endpoint
function remotePort(endpoint, peer) {
  const port = new MessagePort(portToken);
  port._p.remote = peer;
  port._p.endpoint = endpoint;
  remotePorts.set(endpoint, port);
  return port;
}
// A message (or the other end's close) from another thread, delivered by the host when
// it arrives; the port's async handle then dispatches it in the poll phase.
exportsObject.receiveRemote = function receiveRemote(endpoint, envelope, isClose) {
  const port = remotePorts.get(endpoint);
  if (isClose) {
    if (port && !port._p.closed && !port._p.closing) enqueueMessage(port, closeMarker);
    return;
  }
  const [data, descs] = envelope;
  const ports = receivePorts(descs);
  if (!port || port._p.closed || port._p.closing) return;
  enqueueMessage(port, { data: placePorts(data, ports), ports });
};
// A BroadcastChannel message from another thread: every open channel of that name here.
exportsObject.receiveBroadcast = function receiveBroadcast(name, data) {
  for (const channel of broadcastChannels)
    if (!channel._p.closing && channel._p.name === name) enqueueMessage(channel, { data, ports: [] });
};
// Sends a clone to the port at `endpoint` in another thread, with the ports it transfers.
function postRemote(endpoint, data, ports) {
  const { descs, moved } = sendPorts(ports);
  B.threadPost(endpoint, [data, descs], false, moved);
}
// Ports that go to another thread: each is an endpoint there, whose other end (here, or
// in a third thread) learns where it went; the port objects here are detached.
function sendPorts(ports) {
  const descs = [], moved = [];
  for (const port of ports) {
    const p = port._p;
    let own, peer;
    if (p.remote !== undefined) {
      own = p.endpoint;
      peer = p.remote;
      remotePorts.delete(own);
    } else {
      [own, peer] = B.newEndpoints();
      const other = p.other;
      if (other && !other._p.closing) {
        other._p.other = null;
        other._p.remote = own;
        other._p.endpoint = peer;
        remotePorts.set(peer, other);
      }
    }
    descs.push([own, peer]);
    moved.push(own);
    dropRemotePort(port);
  }
  return { descs, moved };
}
function receivePorts(descs) {
  return descs.map(([own, peer]) => remotePort(own, peer));
}
// The transferred ports' markers in a received clone, replaced by the new ports (js/web.js).
const placePorts = W.placePorts;
// A port that has left (transferred) or whose thread has exited: its handle closes
// without telling the other end.
function dropRemotePort(port) {
  const p = port._p;
  p.refd = false;
  syncPortRef(port);
  p.closing = true;
  p.closed = true;
  p.queue.length = 0;
  B.asyncClose(p.handle);
}

const kState = Symbol('kState');
const kPublicPort = Symbol('kPublicPort');
const kPort = Symbol('kPort');
class Worker extends EventEmitter {
  constructor(filename, options) {
    super();
    if (options === undefined || options === null) options = {};
    else if (typeof options !== 'object') throw invalidArgType('options', 'of type object', options);
    let file, code;
    if (options.eval) {
      if (typeof filename !== 'string') throw invalidArgType('filename', 'of type string', filename);
      code = filename;
    } else if (filename instanceof URL || (typeof filename === 'string' && filename.startsWith('file:'))) {
      file = fileURLToPath(filename);
    } else if (typeof filename !== 'string') {
      throw invalidArgType('filename', 'of type string or an instance of URL', filename);
    } else if (!path.isAbsolute(filename) && !/^\.\.?[\\/]/.test(filename)) {
      throw codedError(TypeError, 'ERR_WORKER_PATH', 'The worker script or module filename must be an absolute path or a relative '
        + "path starting with './' or '../'. Received \"" + filename + '"');
    } else {
      file = path.resolve(cwd, filename);
    }
    const transfer = options.transferList === undefined ? [] : options.transferList;
    const { data, ports } = cloneMessage(options.workerData, transfer, true);
    // What the worker starts with: process.env (a copy of this one's, options.env, or
    // SHARE_ENV), extra process.argv, the environment data of setEnvironmentData.
    const share = options.env === modules.worker_threads.SHARE_ENV;
    const envSource = options.env === undefined || options.env === null || share ? process.env : options.env;
    const env = {};
    for (const k of Object.keys(envSource)) if (envSource[k] !== undefined) env[k] = String(envSource[k]);
    const argv = options.argv === undefined ? [] : Array.from(options.argv, String);
    const environment = structuredClone([...workerEnvironment]);
    const { descs, moved } = sendPorts(ports);
    const limits = options.resourceLimits && typeof options.resourceLimits === 'object' ? options.resourceLimits : {};
    const heapMb = (Number(limits.maxOldGenerationSizeMb) || 0) + (Number(limits.maxOldGenerationSizeMb) ? Number(limits.maxYoungGenerationSizeMb) || 0 : 0);
    const [threadId, own, peer, internal] = B.workerCreate(file, code, [data, descs, env, share, argv, environment], moved, heapMb);
    this[kState] = { threadId, refd: true, exited: false, exitCode: undefined, terminating: false,
      limits: { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 2048, codeRangeSizeMb: 0, stackSizeMb: 4, ...limits },
      pipeStdout: !options.stdout, pipeStderr: !options.stderr };
    // worker.stdout / worker.stderr: what the worker writes; unless the options ask for
    // the streams, it also goes straight to this process's stdout and stderr.
    this.stdout = new Readable({ read() {} });
    this.stderr = new Readable({ read() {} });
    const port = this[kPort] = remotePort(internal, undefined);
    port.addEventListener('message', (event) => onWorkerInternal(this, event.data));
    port.unref();
    const pub = this[kPublicPort] = remotePort(own, peer);
    pub.addEventListener('message', (event) => this.emit('message', event.data));
    pub.addEventListener('messageerror', (event) => this.emit('messageerror', event.data));
    pub.unref();
    B.portRef(1); // a running worker keeps the process alive (until unref())
  }
  get threadId() { return this[kState].exited ? -1 : this[kState].threadId; }
  get resourceLimits() { return this[kState].exited ? {} : { ...this[kState].limits }; }
  get stdin() { return null; }
  postMessage(...args) {
    if (this[kState].exited) return;
    this[kPublicPort].postMessage(...args);
  }
  // terminate(): the thread stops where it is (even inside a loop); the promise gets the
  // exit code (1) with 'exit'. After the exit: a promise of undefined.
  terminate(callback) {
    const s = this[kState];
    if (typeof callback === 'function') this.once('exit', (code) => process.nextTick(callback, null, code));
    if (s.exited) return Promise.resolve();
    if (!s.terminating) {
      s.terminating = true;
      B.workerTerminate(s.threadId);
    }
    return new Promise((resolve) => this.once('exit', resolve));
  }
  ref() {
    const s = this[kState];
    if (!s.refd && !s.exited) { s.refd = true; B.portRef(1); }
  }
  unref() {
    const s = this[kState];
    if (s.refd && !s.exited) { s.refd = false; B.portRef(-1); }
  }
}
function onWorkerInternal(worker, message) {
  const [type, a, b] = message;
  if (type === 'online') {
    worker.emit('online');
  } else if (type === 'stdio') {
    const s = worker[kState];
    if (b ? s.pipeStderr : s.pipeStdout) B.write(b, a);
    else (b ? worker.stderr : worker.stdout).push(a);
  } else if (type === 'error') {
    worker.emit('error', a);
  } else if (type === 'env') {
    if (b === undefined) delete process.env[a];
    else process.env[a] = b; // SHARE_ENV: the worker changed the shared environment
  } else if (type === 'exit') {
    const s = worker[kState];
    // What the worker posted before it ended comes first (drainMessagePort).
    const pub = worker[kPublicPort];
    const q = pub._p.queue;
    while (q.length && q[0] !== closeMarker) {
      const entry = q.shift();
      W.dispatch(pub, new MessageEvent('message', { data: entry.data, ports: entry.ports }), true);
    }
    s.exited = true;
    s.exitCode = a;
    if (s.refd) B.portRef(-1);
    s.refd = false;
    dropRemotePort(pub);
    dropRemotePort(worker[kPort]);
    worker.emit('exit', a);
    worker.stdout.push(null);
    worker.stderr.push(null);
  }
}

modules.worker_threads.Worker = Worker;

// The worker's side: its script runs as its main module, with worker_threads telling it
// where it is; parentPort is the other end of its Worker's public port.
exportsObject.runWorkerMain = function runWorkerMain() {
  const [threadId, setup, own, peer, filename, code] = B.workerInfo();
  const [data, descs, env, share, argv, environment] = setup;
  const wt = modules.worker_threads;
  wt.isMainThread = false;
  wt.threadId = threadId;
  wt.workerData = placePorts(data, receivePorts(descs));
  wt.parentPort = remotePort(own, peer);
  workerEnvironment.clear();
  for (const [k, v] of environment) workerEnvironment.set(k, v);
  process.env = !share ? env : new Proxy(env, {
    set(target, key, value) { target[key] = String(value); B.workerEnv(key, target[key]); return true; },
    deleteProperty(target, key) { delete target[key]; B.workerEnv(key); return true; },
  });
  process.argv = [process.argv[0], filename === undefined ? '[worker eval]' : filename, ...argv];
  // A CommonJS script is returned as [wrapper, this, arguments] for the host to call
  // itself (not from here: a call made by JavaScript through a builtin would keep the
  // garbage collector from running while the whole script runs).
  if (filename === undefined) return workerMainCall('[worker eval]', compileCommonJS('[worker eval]', code));
  if (!isFile(filename)) throw moduleNotFound(filename, null);
  if (formatOf(filename) === 'module') {
    evaluateESM(filename, true);
    return undefined;
  }
  const fn = compileCommonJS(filename, fileText(filename));
  if (fn === null) {
    evaluateESM(filename, true);
    return undefined;
  }
  return workerMainCall(filename, fn);
};
function workerMainCall(filename, fn) {
  const module = new Module(filename === '[worker eval]' ? filename : '.', null);
  module.filename = filename;
  module.paths = nodeModulePaths(filename === '[worker eval]' ? cwd : path.dirname(filename));
  mainModule = module;
  if (filename !== '[worker eval]') Module._cache[filename] = module;
  module.loaded = true; // SIMPLIFIED: set before the body runs (Node sets it after)
  return [fn, module.exports, [module.exports, makeRequire(module), module, filename, path.dirname(filename)]];
}
