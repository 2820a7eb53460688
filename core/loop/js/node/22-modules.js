// ---------------------------------------------------------------------------------------
// module: Node's two module loaders in miniature, for the program's own files
// (docs/semantics.md §3.6; https://nodejs.org/api/modules.html "All together" and
// https://nodejs.org/api/esm.html "Resolution algorithm"). The files are the virtual file
// system's: the main file's `// @file` sections and, on the command line, its folder.
//
//   CommonJS  require(): Node's resolution (X, X.js, X.json, X.node, X/package.json's
//             "main", X/index.*), Module._cache by file name, the wrapper function
//             (exports, require, module, __filename, __dirname), a cycle sees the partial
//             exports, JSON files, require() of an ES module (Node 20.19+), Node's errors
//   ES modules `import` declarations: the files a module imports are loaded and linked
//             (each imported name checked) before anything runs, then evaluated once
//             each, dependencies first (16.2.1.5 Link and Evaluate); no extension
//             search; `import()` of a file reads it on the threadpool first
//
// SIMPLIFIED: no node_modules lookup and no package.json "type"/"exports"; an imported
// binding is the exported value when its module finished (not a live binding); an
// imported module may not use top-level await; a `.js` file is CommonJS unless it only
// parses as a module (Node 20's syntax detection, approximated).

const builtinRequire = globalThis.require; // the VM's: the simulated built-in modules
const CJS_LOADER = 'node:internal/modules/cjs/loader';
// Node's frames between a required file's code and the require() call (Node 20.20.2).
const REQUIRE_FRAMES = [
  'Module._load (' + CJS_LOADER + ':1091:12)',
  'Module.require (' + CJS_LOADER + ':1289:19)',
  'require (node:internal/modules/helpers:182:18)',
];
const RUN_FRAMES = [
  'Module._compile (' + CJS_LOADER + ':1521:14)',
  'Module._extensions..js (' + CJS_LOADER + ':1623:10)',
  'Module.load (' + CJS_LOADER + ':1266:32)',
].concat(REQUIRE_FRAMES);
const COMPILE_FRAMES = [
  'wrapSafe (' + CJS_LOADER + ':1464:18)',
  'Module._compile (' + CJS_LOADER + ':1495:20)',
  'Module._extensions..js (' + CJS_LOADER + ':1623:10)',
  'Module.load (' + CJS_LOADER + ':1266:32)',
].concat(REQUIRE_FRAMES);
const JSON_FRAMES = [
  'parse (<anonymous>)',
  'Module._extensions..json (' + CJS_LOADER + ':1641:39)',
  'Module.load (' + CJS_LOADER + ':1266:32)',
].concat(REQUIRE_FRAMES);
const ESM_COMPILE_FRAMES = [
  'compileSourceTextModule (node:internal/modules/esm/utils:346:16)',
  'ModuleLoader.moduleStrategy (node:internal/modules/esm/translators:146:18)',
  '#translate (node:internal/modules/esm/loader:497:12)',
  'ModuleLoader.loadAndTranslate (node:internal/modules/esm/loader:544:27)',
];
const NOT_FOUND_FRAMES = [
  'Module._resolveFilename (' + CJS_LOADER + ':1207:15)',
  'Module._load (' + CJS_LOADER + ':1038:27)',
  'Module.require (' + CJS_LOADER + ':1289:19)',
  'require (node:internal/modules/helpers:182:18)',
];
const ESM_NOT_FOUND_FRAMES = [
  'finalizeResolution (node:internal/modules/esm/resolve:283:11)',
  'moduleResolve (node:internal/modules/esm/resolve:952:10)',
  'defaultResolve (node:internal/modules/esm/resolve:1188:11)',
  'ModuleLoader.defaultResolve (node:internal/modules/esm/loader:708:12)',
  '#cachedDefaultResolve (node:internal/modules/esm/loader:657:25)',
  'ModuleLoader.resolve (node:internal/modules/esm/loader:640:38)',
  'ModuleLoader.getModuleJobForImport (node:internal/modules/esm/loader:264:38)',
  'ModuleJob._link (node:internal/modules/esm/module_job:168:49)',
];
// Runs `make` with Node's loader `frames` shown at this function's place in the stack
// traces of what it throws or makes (and, when `alone`, none of the host's own frames
// under the program's).
function withLoaderFrames(frames, alone, make) {
  const saved = alone ? B.stackTail([]) : null;
  B.loaderFrames(frames);
  try { return make(); } finally {
    B.loaderFrames(null);
    if (alone) B.stackTail(saved);
  }
}

const moduleParents = new WeakMap();
class Module {
  constructor(id = '', parent) {
    this.id = id;
    this.path = path.dirname(id);
    this.exports = {};
    moduleParents.set(this, parent);
    this.filename = null;
    this.loaded = false;
    this.children = [];
    if (parent) parent.children.push(this);
  }
  get parent() { return moduleParents.get(this); }
  require(id) {
    validateString(id, 'id');
    if (id === '') throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'id' must be a non-empty string. Received ''");
    return loadModule(id, this);
  }
}
Module._cache = Object.create(null);
Module._extensions = Object.create(null);
Module._extensions['.js'] = function (module, filename) { loadFile(module, filename); };
Module._extensions['.json'] = function (module, filename) { loadFile(module, filename); };
Module._extensions['.node'] = function (module, filename) { loadFile(module, filename); };
Module.builtinModules = [];
// lib/internal/modules/cjs/loader.js Module._nodeModulePaths: node_modules in every folder up to the root.
function nodeModulePaths(from) {
  const out = [];
  for (let d = from; ; d = path.dirname(d)) {
    if (path.basename(d) !== 'node_modules') out.push((d === '/' ? '' : d) + '/node_modules');
    if (d === '/') break;
  }
  return out;
}

let mainModule = null;
function isBuiltinName(id) {
  const bare = id.startsWith('node:') ? id.slice(5) : id;
  return modules[bare] !== undefined;
}
function isRelative(request) {
  return request.startsWith('./') || request.startsWith('../') || request.startsWith('/') || request === '.' || request === '..';
}
const isFile = (p) => files.has(p) && !dirs.has(p);
function fileText(p) {
  B.block(DISK.sync * 4); // open, fstat, read, close: readFileSync's cost
  return storedText(files.get(p));
}
// LOAD_AS_FILE, LOAD_INDEX, LOAD_AS_DIRECTORY
function loadAsFile(x) {
  for (const ext of ['', '.js', '.json', '.node']) if (isFile(x + ext)) return x + ext;
  return null;
}
function loadIndex(x) {
  for (const ext of ['.js', '.json', '.node']) if (isFile(x + '/index' + ext)) return x + '/index' + ext;
  return null;
}
function loadAsDirectory(x) {
  if (!dirs.has(x)) return null;
  if (isFile(x + '/package.json')) {
    let main;
    try { main = JSON.parse(fileText(x + '/package.json')).main; } catch (e) { main = undefined; }
    if (main && typeof main === 'string') {
      const m = path.resolve(x, main);
      const found = loadAsFile(m) || loadIndex(m);
      if (found) return found;
    }
  }
  return loadIndex(x);
}
function moduleNotFound(request, parent) {
  const requireStack = [];
  for (let m = parent; m; m = moduleParents.get(m)) requireStack.push(m.filename || m.id);
  let message = "Cannot find module '" + request + "'";
  if (requireStack.length) message += '\nRequire stack:\n- ' + requireStack.join('\n- ');
  const err = withLoaderFrames(NOT_FOUND_FRAMES, false, () => new Error(message));
  err.code = 'MODULE_NOT_FOUND';
  err.requireStack = requireStack;
  B.throwSite(err, CJS_LOADER, 1210, 3, '  throw err;');
  return err;
}
// Module._resolveFilename for the program's files.
function resolveFilename(request, parent) {
  if (isRelative(request)) {
    const from = parent && parent.filename ? path.dirname(parent.filename) : cwd;
    const base = path.resolve(from, request);
    const found = (request.endsWith('/') ? null : loadAsFile(base)) || loadAsDirectory(base);
    if (found) return found;
  }
  throw moduleNotFound(request, parent);
}

// Module._load
function loadModule(request, parent) {
  if (!isRelative(request)) {
    if (isBuiltinName(request) || request.startsWith('node:')) return builtinRequire(request);
    try { return builtinRequire(request); } catch (e) {
      if (typeof e.message !== 'string' || !e.message.startsWith('Cannot find module')) throw e; // evloop does not simulate it yet
    }
    throw moduleNotFound(request, parent); // SIMPLIFIED: no node_modules
  }
  const filename = resolveFilename(request, parent);
  const cached = Module._cache[filename];
  if (cached !== undefined) {
    if (parent && parent.children.indexOf(cached) < 0) parent.children.push(cached);
    return cached.loaded ? cached.exports : exportsForCircularRequire(cached);
  }
  const module = new Module(filename, parent);
  Module._cache[filename] = module;
  let threw = true;
  try {
    loadFile(module, filename);
    threw = false;
    const e = module.exports;
    if (e !== null && typeof e === 'object' && Object.getPrototypeOf(e) === CircularRequireWarning) Object.setPrototypeOf(e, Object.prototype);
  } finally {
    if (threw) {
      delete Module._cache[filename];
      if (parent) {
        const i = parent.children.indexOf(module);
        if (i >= 0) parent.children.splice(i, 1);
      }
    }
  }
  return module.exports;
}
// A cycle: the partial exports of a module still loading warn when the program reads a
// name they do not have (yet), as Node's getExportsForCircularRequire does.
function warnCircular(prop) {
  process.emitWarning("Accessing non-existent property '" + String(prop) + "' of module exports inside circular dependency");
}
const CircularRequireWarning = new Proxy({}, {
  get(target, prop) {
    if (prop in target || prop === '__esModule') return target[prop];
    warnCircular(prop);
    return undefined;
  },
  getOwnPropertyDescriptor(target, prop) {
    if (Object.prototype.hasOwnProperty.call(target, prop) || prop === '__esModule') return Object.getOwnPropertyDescriptor(target, prop);
    warnCircular(prop);
    return undefined;
  },
});
function exportsForCircularRequire(module) {
  const e = module.exports;
  if (e !== null && typeof e === 'object' && Object.getPrototypeOf(e) === Object.prototype && !e.__esModule)
    Object.setPrototypeOf(e, CircularRequireWarning);
  return e;
}
// Module.prototype.load: by the file's extension (Module._extensions; .cjs and others as .js).
function loadFile(module, filename) {
  module.filename = filename;
  module.paths = nodeModulePaths(path.dirname(filename));
  const ext = path.extname(filename);
  if (ext === '.json') {
    const text = fileText(filename);
    try {
      module.exports = withLoaderFrames(JSON_FRAMES, false, () => JSON.parse(text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text));
    } catch (err) {
      err.message = filename + ': ' + err.message;
      B.throwSite(err, CJS_LOADER, 1644, 5, '    throw err;');
      throw err;
    }
  } else if (ext === '.node') {
    throw new Error('evloop cannot load ' + path.basename(filename) + ': native addons (.node files) are not simulated');
  } else if (ext === '.mjs') {
    module.exports = requireESM(filename); // require(esm), Node 20.19+
  } else {
    const text = fileText(filename);
    const fn = compileCommonJS(filename, text);
    if (fn === null) module.exports = requireESM(filename); // a .js file with module syntax
    else runWrapper(fn, module, filename);
  }
  module.loaded = true;
}
// The file as Node's wrapper function, or null for a .js file that is an ES module: one
// that fails as CommonJS because of module syntax (import, export, import.meta, a
// top-level await) and compiles as a module (Node 20's detection of module syntax).
function compileCommonJS(filename, text) {
  try {
    return withLoaderFrames(COMPILE_FRAMES, false, () => B.compileFile(filename, text, 'commonjs'));
  } catch (e) {
    const moduleSyntax = /outside a module|need a module/.test(e.message) || /\bawait\b/.test(text);
    if (!(e instanceof SyntaxError) || path.extname(filename) !== '.js' || !moduleSyntax) throw e;
    B.compileFile(filename, text, 'module'); // its own SyntaxError if it is no module either
    return null;
  }
}
function runWrapper(fn, module, filename) {
  const require = makeRequire(module);
  B.loaderFrames(RUN_FRAMES);
  try {
    fn.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
  } finally {
    B.loaderFrames(null);
  }
}
function makeRequire(module) {
  const require = function require(id) { return module.require(id); };
  require.resolve = function resolve(request) {
    validateString(request, 'request');
    if (!isRelative(request) && isBuiltinName(request)) return request;
    return resolveFilename(request, module);
  };
  require.main = mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}
Module.createRequire = function createRequire(filename) {
  const p = filename instanceof URL || (typeof filename === 'string' && filename.startsWith('file:')) ? fileURLToPath(filename) : filename;
  if (typeof p !== 'string' || !p.startsWith('/'))
    throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'filename' must be a file URL object, file URL string, or absolute path string. Received " + B.inspect(filename, 0));
  const m = new Module(p, null);
  m.filename = p;
  m.paths = nodeModulePaths(path.dirname(p));
  return makeRequire(m);
};
Module.isBuiltin = (id) => typeof id === 'string' && isBuiltinName(id);
Module.Module = Module;
modules.module = Module;

// --- ES modules ---------------------------------------------------------------------
// A module record (16.2.1.6 Source Text Module Records, in miniature), by file name:
// loaded and linked for the whole graph first (every import's names checked, as Node's
// ModuleJob._instantiate does, before any module runs), then evaluated in post-order
// (16.2.1.5.3 Evaluate). A CommonJS file imported by a module is a record too: it runs
// when its turn comes, through Module._cache.
const esmRecords = new Map();
function esmError(code, message, Ctor = Error) {
  return withLoaderFrames(code === 'ERR_MODULE_NOT_FOUND' ? ESM_NOT_FOUND_FRAMES : [], true, () => codedError(Ctor, code, message));
}
// The file an `import` names (no extension search, no folder index), or null for a
// built-in module, which the VM imports itself.
function resolveImport(specifier, referrer) {
  let s = specifier;
  if (s.startsWith('file:')) s = fileURLToPath(s);
  else if (!isRelative(s)) {
    const bare = s.startsWith('node:') ? s.slice(5) : s;
    if (modules[bare] !== undefined) return null;
    if (s.startsWith('node:')) throw esmError('ERR_UNKNOWN_BUILTIN_MODULE', 'No such built-in module: ' + s);
    throw esmError('ERR_MODULE_NOT_FOUND', "Cannot find package '" + s + "' imported from " + referrer);
  }
  const filename = path.resolve(path.dirname(referrer), s);
  if (dirs.has(filename))
    throw esmError('ERR_UNSUPPORTED_DIR_IMPORT', "Directory import '" + filename + "' is not supported resolving ES modules imported from " + referrer);
  if (!isFile(filename)) {
    const err = esmError('ERR_MODULE_NOT_FOUND', "Cannot find module '" + filename + "' imported from " + referrer);
    err.url = pathToFileURL(filename).href;
    B.throwSite(err, 'node:internal/modules/esm/resolve', 283, 11, '    throw new ERR_MODULE_NOT_FOUND(');
    throw err;
  }
  return filename;
}
// How a file is loaded, by its extension as Node's default loader does ('.js': CommonJS
// unless it has module syntax).
function formatOf(filename) {
  const ext = path.extname(filename);
  if (ext === '.mjs') return 'module';
  if (ext === '.cjs') return 'commonjs';
  if (ext === '.js') return compileCommonJS(filename, fileText(filename)) === null ? 'module' : 'commonjs';
  if (ext === '.json')
    throw esmError('ERR_IMPORT_ASSERTION_TYPE_MISSING', 'Module "' + pathToFileURL(filename).href + '" needs an import attribute of type "json"', TypeError);
  throw esmError('ERR_UNKNOWN_FILE_EXTENSION', 'Unknown file extension "' + ext + '" for ' + filename, TypeError);
}
// The names a CommonJS file exports to an ES module, found in its text as Node's
// cjs-module-lexer finds them (SIMPLIFIED: its common forms): `exports.x =`,
// `module.exports.x =`, `exports['x'] =`, `Object.defineProperty(exports, 'x'`, and
// `module.exports = { a, b: c, 'd': e }` up to the first value that is not a name.
function cjsExportNames(text) {
  const names = new Set();
  let m;
  const patterns = [
    /(?:^|[^.\w$])(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/g,
    /(?:^|[^.\w$])(?:module\.)?exports\[\s*(?:'([^'\\]+)'|"([^"\\]+)")\s*\]\s*=(?!=)/g,
    /Object\.defineProperty\(\s*(?:module\.)?exports\s*,\s*(?:'([^'\\]+)'|"([^"\\]+)")/g,
  ];
  for (const re of patterns) while ((m = re.exec(text))) names.add(m[1] || m[2]);
  const literal = /(?:^|[^.\w$])module\.exports\s*=\s*\{/g;
  const entry = /^\s*(?:([A-Za-z_$][\w$]*)|'([^'\\]*)'|"([^"\\]*)")\s*(?::\s*[A-Za-z_$][\w$]*\s*)?([,}])/;
  while ((m = literal.exec(text))) {
    let rest = text.slice(literal.lastIndex);
    let e;
    while ((e = entry.exec(rest))) {
      names.add(e[1] || e[2] || e[3]);
      if (e[4] === '}') break;
      rest = rest.slice(e[0].length);
    }
  }
  names.delete('default');
  return [...names];
}
// 16.2.1.6.6 GetModuleNamespace: the exports by name, sorted, on a null prototype.
function namespaceOf(names, valueOf) {
  const ns = Object.create(null);
  for (const k of names.slice().sort()) ns[k] = valueOf(k);
  Object.defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
  return Object.preventExtensions(ns);
}
// A CommonJS module seen from an ES module: `default` is module.exports, and the names
// cjs-module-lexer finds are named exports.
function cjsNamespace(exports, names) {
  const all = names.indexOf('default') < 0 ? names.concat('default') : names;
  return namespaceOf(all, (k) => k === 'default' ? exports : exports == null ? undefined : exports[k]);
}
// Loads and links a file and what it imports, without running anything.
function moduleRecord(filename) {
  const known = esmRecords.get(filename);
  if (known) return known;
  const record = { filename, format: formatOf(filename), status: 'linked', exports: Object.create(null), namespace: null, deps: [] };
  esmRecords.set(filename, record);
  try {
    const text = fileText(filename);
    if (record.format === 'module') {
      record.fn = withLoaderFrames(ESM_COMPILE_FRAMES, true, () => B.compileFile(filename, text, 'module'));
      record.exportNames = B.moduleExports(record.fn);
      // Every name exists from the start (undefined until its export runs), so a module
      // in a cycle can import one before it is set (SIMPLIFIED: Node's is in its TDZ).
      for (const name of record.exportNames) record.exports[name] = undefined;
      record.deps = linkRequests(B.moduleRequests(record.fn), filename);
    } else {
      record.exportNames = cjsExportNames(text);
    }
  } catch (e) {
    esmRecords.delete(filename);
    throw e;
  }
  return record;
}
// ModuleJob._instantiate: each imported name must be one the file exports.
function checkImportedNames(dep, names, specifier) {
  for (const name of names) {
    if (name === '*' || dep.exportNames.indexOf(name) >= 0 || (dep.format === 'commonjs' && name === 'default')) continue;
    if (dep.format === 'module')
      throw new SyntaxError("The requested module '" + specifier + "' does not provide an export named '" + name + "'");
    throw new SyntaxError("Named export '" + name + "' not found. The requested module '" + specifier + "' is a CommonJS module, "
      + 'which may not support all module.exports as named exports.\nCommonJS modules can always be imported via the default export, '
      + "for example using:\n\nimport pkg from '" + specifier + "';\nconst { " + name + ' } = pkg;\n');
  }
}
function linkRequests(requests, referrer) {
  const deps = [];
  for (const [specifier, names] of requests) {
    const filename = resolveImport(specifier, referrer);
    if (filename === null) continue; // a built-in module: the VM imports it
    const dep = moduleRecord(filename);
    checkImportedNames(dep, names, specifier);
    deps.push(dep);
  }
  return deps;
}
// Evaluates a record after what it imports; once (a record in a cycle is skipped while it
// evaluates, so its importer sees what it has exported so far). An error stays its result.
// `entry`: a worker's script, which may await at its top level (nothing waits for it).
function evaluateRecord(record, entry) {
  if (record.status === 'errored') throw record.error;
  if (record.status !== 'linked') return;
  record.status = 'evaluating';
  try {
    for (const dep of record.deps) evaluateRecord(dep);
    if (record.format === 'module') {
      B.evaluateModule(record.fn, record.exports, entry === true);
      record.namespace = namespaceOf(Object.keys(record.exports), (k) => record.exports[k]);
    } else {
      let module = Module._cache[record.filename];
      if (module === undefined) {
        module = new Module(record.filename, undefined);
        Module._cache[record.filename] = module;
        try { loadFile(module, record.filename); } catch (e) { delete Module._cache[record.filename]; throw e; }
      }
      record.namespace = cjsNamespace(module.exports, record.exportNames);
    }
    record.status = 'evaluated';
  } catch (e) {
    record.status = 'errored';
    record.error = e;
    throw e;
  }
}
function evaluateESM(filename, entry) {
  const record = moduleRecord(filename);
  evaluateRecord(record, entry);
  return record.namespace || record.exports;
}
// require() of an ES module: its namespace, with `__esModule: true` when it has a default
// export (Node 20.19+, so that transpiled CommonJS takes `default` as the default).
function requireESM(filename) {
  const ns = evaluateESM(filename);
  if (!('default' in ns) || '__esModule' in ns) return ns;
  return namespaceOf(Object.keys(ns).concat('__esModule'), (k) => k === '__esModule' ? true : ns[k]);
}
// The VM's link_module hook: before a module's body, the files it imports.
exportsObject.linkModule = function linkModule(requests, referrer) {
  for (const dep of linkRequests(requests, referrer)) evaluateRecord(dep);
};
// The VM's load_module hook for an `import` of a file: its namespace (already evaluated).
exportsObject.importedNamespace = function importedNamespace(specifier, referrer) {
  return evaluateESM(resolveImport(specifier, referrer));
};
// import() of a file (the rest of import() is in 19-querystring.js): a promise that settles
// when Node's loader settles it. An ES module is read on the threadpool first (Node 20's
// loader reads it with fs/promises) and evaluated in a microtask after that; a CommonJS
// file is read at once and evaluated 11 promise jobs after the call, which settles 4 jobs
// later; a file imported before settles after 7 (measured with Node 20.20.2).
const importing = new Map(); // file name → the promise of an import() still reading it
function afterJobs(n, then) {
  let p = Promise.resolve();
  for (let i = 0; i < n; i++) p = p.then();
  return then ? p.then(then) : p;
}
function importFileLater(filename) {
  const pending = importing.get(filename);
  if (pending) return pending.then((ns) => ns);
  const known = esmRecords.get(filename);
  if (known && known.status === 'evaluated') return afterJobs(6, () => known.namespace);
  const format = formatOf(filename);
  if (format === 'commonjs') {
    if (Module._cache[filename]) return afterJobs(6, () => evaluateESM(filename));
    let ns;
    return afterJobs(10, () => { ns = evaluateESM(filename); }).then().then().then().then(() => ns);
  }
  const promise = new Promise((resolve, reject) => {
    fsAsync('import ' + path.basename(filename), 4, () => undefined, () => {
      Promise.resolve().then(() => {
        importing.delete(filename);
        try { resolve(evaluateESM(filename)); } catch (e) { reject(e); }
      });
    });
  });
  importing.set(filename, promise);
  return promise;
}
// The main module has run its body (Node sets module.loaded after it).
exportsObject.mainModuleLoaded = function mainModuleLoaded() {
  if (mainModule) mainModule.loaded = true;
};
