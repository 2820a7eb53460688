// ---------------------------------------------------------------------------------------
// globals

function defineGlobal(name, value) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
}
exportsObject.init = function init(fileName, poolSize, module, diskMs, networkMs, directory, env) {
  isModule = !!module;
  if (typeof directory === 'string' && directory.startsWith('/')) {
    cwd = path.resolve(directory);
    for (let d = cwd; d !== '/'; d = path.dirname(d)) dirs.add(d);
  }
  DISK.trip = (diskMs === undefined ? 1 : diskMs) / 4;
  DISK.sync = DISK.trip / 50;
  NET.oneWay = networkMs === undefined ? 1 : networkMs;
  const filename = cwd + '/' + fileName;
  files.set(filename, B.source());
  // The program's other files (its `// @file` sections) are next to it.
  for (const [name, text] of B.programFiles()) {
    const abs = cwd + '/' + name;
    for (let d = path.dirname(abs); !dirs.has(d); d = path.dirname(d)) dirs.add(d);
    files.set(abs, text);
  }
  process.argv.push(filename);
  // The main module's `module` (22-modules.js): require.main, module.children, …
  mainModule = new Module('.', null);
  mainModule.filename = filename;
  mainModule.paths = nodeModulePaths(cwd);
  B.setMainModule(mainModule);
  process.env.UV_THREADPOOL_SIZE = poolSize === 4 ? undefined : String(poolSize);
  if (process.env.UV_THREADPOOL_SIZE === undefined) delete process.env.UV_THREADPOOL_SIZE;
  for (const [name, value] of env || []) process.env[name] = value; // `// @env NAME=VALUE`
  defineGlobal('process', process);
  defineGlobal('setTimeout', setTimeout);
  defineGlobal('clearTimeout', clearTimeout);
  defineGlobal('setInterval', setInterval);
  defineGlobal('clearInterval', clearInterval);
  defineGlobal('setImmediate', setImmediate);
  defineGlobal('clearImmediate', clearImmediate);
  defineGlobal('Buffer', Buffer);
  defineGlobal('global', globalThis);
  defineGlobal('fetch', fetch);
  defineGlobal('Response', Response);
  defineGlobal('Headers', Headers);
  defineGlobal('Request', Request);
  defineGlobal('Blob', Blob);
  defineGlobal('File', File);
  defineGlobal('MessageChannel', MessageChannel);
  defineGlobal('MessagePort', MessagePort);
  defineGlobal('MessageEvent', MessageEvent);
  defineGlobal('BroadcastChannel', BroadcastChannel);
  if (!isModule) {
    defineGlobal('__filename', filename);
    defineGlobal('__dirname', cwd);
    defineGlobal('require', makeRequire(mainModule));
  } else {
    delete globalThis.require;
  }
};
exportsObject.modules = modules;
