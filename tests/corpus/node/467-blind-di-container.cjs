// A small dependency-injection container: singletons, transients, scopes, factories, cycles
const INJECT = Symbol('inject');
class ResolutionError extends Error {
  constructor(message, options) { super(message, options); this.name = 'ResolutionError'; }
}
class Container {
  #registry = new Map();
  #singletons = new Map();
  #parent;
  #scoped = new Map();
  constructor(parent = null) { this.#parent = parent; }
  register(token, provider) {
    const lifetime = provider.lifetime ?? 'transient';
    this.#registry.set(token, { ...provider, lifetime });
    return this;
  }
  value(token, v) { return this.register(token, { useValue: v, lifetime: 'singleton' }); }
  singleton(token, cls) { return this.register(token, { useClass: cls, lifetime: 'singleton' }); }
  scoped(token, cls) { return this.register(token, { useClass: cls, lifetime: 'scoped' }); }
  factory(token, fn, lifetime) { return this.register(token, { useFactory: fn, lifetime }); }
  createScope() { return new Container(this); }
  #lookup(token) {
    if (this.#registry.has(token)) return { entry: this.#registry.get(token), owner: this };
    return this.#parent ? this.#parent.#lookup(token) : null;
  }
  resolve(token, path = []) {
    const name = typeof token === 'function' ? token.name : String(token);
    if (path.includes(name)) throw new ResolutionError(`Circular dependency: ${[...path, name].join(' -> ')}`);
    const found = this.#lookup(token);
    if (!found) throw new ResolutionError(`No provider for ${name}` + (path.length ? ` (needed by ${path.at(-1)})` : ''));
    const { entry, owner } = found;
    if (entry.lifetime === 'singleton' && owner.#singletons.has(token)) return owner.#singletons.get(token);
    if (entry.lifetime === 'scoped' && this.#scoped.has(token)) return this.#scoped.get(token);
    let instance;
    try {
      instance = this.#create(entry, [...path, name]);
    } catch (e) {
      if (e instanceof ResolutionError && path.length === 0) throw new ResolutionError(`Cannot resolve ${name}`, { cause: e });
      throw e;
    }
    if (entry.lifetime === 'singleton') owner.#singletons.set(token, instance);
    if (entry.lifetime === 'scoped') this.#scoped.set(token, instance);
    return instance;
  }
  #create(entry, path) {
    if ('useValue' in entry) return entry.useValue;
    if (entry.useFactory) return entry.useFactory((t) => this.resolve(t, path));
    const deps = (entry.useClass[INJECT] ?? []).map(t => this.resolve(t, path));
    return new entry.useClass(...deps);
  }
}
let ids = 0;
class Config { constructor() { this.id = ++ids; this.dbUrl = 'mem://test'; } }
class Logger {
  static [INJECT] = ['prefix'];
  constructor(prefix) { this.prefix = prefix; this.id = ++ids; this.lines = []; }
  log(msg) { this.lines.push(msg); console.log(`${this.prefix} ${msg}`); }
}
class Database {
  static [INJECT] = [Config, Logger];
  constructor(config, logger) { this.id = ++ids; this.url = config.dbUrl; logger.log(`db#${this.id} connected to ${this.url}`); }
}
class RequestContext { constructor() { this.id = ++ids; this.user = null; } }
class UserService {
  static [INJECT] = [Database, RequestContext, Logger];
  constructor(db, ctx, logger) { this.db = db; this.ctx = ctx; this.logger = logger; this.id = ++ids; }
  login(name) { this.ctx.user = name; this.logger.log(`user ${name} logged in (ctx#${this.ctx.id}, db#${this.db.id})`); }
}
class A { static [INJECT] = ['B']; }
class B { static [INJECT] = ['C']; }
class C { static [INJECT] = [A]; }
const root = new Container()
  .value('prefix', '[app]')
  .singleton(Config, Config)
  .singleton(Logger, Logger)
  .singleton(Database, Database)
  .scoped(RequestContext, RequestContext)
  .register(UserService, { useClass: UserService })
  .factory('clock', (get) => ({ now: () => 1700000000000, tz: get(Config).id }), 'singleton')
  .register(A, { useClass: A }).register('B', { useClass: B }).register('C', { useClass: C });
for (const req of ['alice', 'bob']) {
  const scope = root.createScope();
  const s1 = scope.resolve(UserService);
  const s2 = scope.resolve(UserService);
  s1.login(req);
  console.log(`${req}: services ${s1.id}/${s2.id}, same ctx ${s1.ctx === s2.ctx}, ctx user ${s2.ctx.user}`);
}
console.log('logger singleton', root.resolve(Logger) === root.createScope().resolve(Logger));
console.log('logger lines', root.resolve(Logger).lines.length);
console.log('clock', JSON.stringify(root.resolve('clock')), root.resolve('clock').now());
const child = root.createScope().value('prefix', '[child]').singleton(Logger, Logger);
child.resolve(Logger).log('from child logger');
root.resolve(Logger).log('from root logger');
for (const t of [A, 'missing', UserService]) {
  try {
    (t === UserService ? new Container().singleton(UserService, UserService) : root).resolve(t);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
    let c = e.cause;
    while (c) { console.log(`  caused by ${c.name}: ${c.message}`); c = c.cause; }
  }
}
console.log('instances created', ids);
