// A tiny observable library (map/filter/scan/debounce/take/merge) on top of EventEmitter
const EventEmitter = require('events');
class Observable {
  constructor(subscribe) { this._subscribe = subscribe; }
  subscribe(observer) {
    if (typeof observer === 'function') observer = { next: observer };
    let closed = false;
    const safe = {
      next: (v) => { if (!closed && observer.next) observer.next(v); },
      error: (e) => { if (!closed) { closed = true; observer.error ? observer.error(e) : console.log('unhandled stream error', e.message); cleanup(); } },
      complete: () => { if (!closed) { closed = true; observer.complete && observer.complete(); cleanup(); } },
      get closed() { return closed; },
    };
    let teardown = null;
    const cleanup = () => { if (teardown) { const t = teardown; teardown = null; t(); } };
    teardown = this._subscribe(safe) || null;
    if (closed) cleanup();
    return { unsubscribe() { closed = true; cleanup(); } };
  }
  pipe(...ops) { return ops.reduce((src, op) => op(src), this); }
  static fromEvent(emitter, name) {
    return new Observable(obs => {
      const h = (v) => obs.next(v);
      const end = () => obs.complete();
      emitter.on(name, h); emitter.once('end', end);
      return () => { emitter.off(name, h); emitter.off('end', end); };
    });
  }
  static of(...xs) { return new Observable(obs => { for (const x of xs) obs.next(x); obs.complete(); }); }
  static interval(ms) {
    return new Observable(obs => { let i = 0; const t = setInterval(() => obs.next(i++), ms); return () => clearInterval(t); });
  }
}
const map = f => src => new Observable(o => src.subscribe({ next: v => o.next(f(v)), error: e => o.error(e), complete: () => o.complete() }).unsubscribe);
const filter = p => src => new Observable(o => src.subscribe({ next: v => p(v) && o.next(v), error: e => o.error(e), complete: () => o.complete() }).unsubscribe);
const scan = (f, seed) => src => new Observable(o => { let acc = seed; return src.subscribe({ next: v => o.next(acc = f(acc, v)), error: e => o.error(e), complete: () => o.complete() }).unsubscribe; });
const take = n => src => new Observable(o => {
  let seen = 0;
  const sub = src.subscribe({ next: v => { if (seen++ < n) { o.next(v); if (seen === n) o.complete(); } }, error: e => o.error(e), complete: () => o.complete() });
  return () => sub.unsubscribe();
});
const debounce = ms => src => new Observable(o => {
  let timer = null, last, has = false;
  const sub = src.subscribe({
    next: v => { last = v; has = true; clearTimeout(timer); timer = setTimeout(() => { has = false; o.next(last); }, ms); },
    error: e => o.error(e),
    complete: () => { clearTimeout(timer); if (has) o.next(last); o.complete(); },
  });
  return () => { clearTimeout(timer); sub.unsubscribe(); };
});
const tap = f => map(v => { f(v); return v; });
const merge = (...srcs) => new Observable(o => {
  let done = 0;
  const subs = srcs.map(s => s.subscribe({ next: v => o.next(v), error: e => o.error(e), complete: () => { if (++done === srcs.length) o.complete(); } }));
  return () => subs.forEach(s => s.unsubscribe());
});
Observable.of(1, 2, 3, 4, 5, 6).pipe(filter(x => x % 2 === 0), map(x => x * 10), scan((a, b) => a + b, 0))
  .subscribe({ next: v => console.log('sum so far', v), complete: () => console.log('of: complete') });
const input = new EventEmitter();
const typed = Observable.fromEvent(input, 'key').pipe(scan((s, ch) => ch === '\b' ? s.slice(0, -1) : s + ch, ''));
typed.pipe(debounce(30), filter(q => q.length >= 2)).subscribe({
  next: q => console.log(`search("${q}")`), complete: () => console.log('search stream complete'),
});
const sub2 = typed.subscribe(q => { if (q.length === 3) console.log('three chars:', q); });
const keystrokes = [[0, 'e'], [10, 'v'], [20, 'e'], [80, 'n'], [90, 't'], [150, '\b'], [160, '\b'], [170, 'x'], [250, null]];
for (const [at, ch] of keystrokes) setTimeout(() => ch === null ? input.emit('end') : input.emit('key', ch), at);
setTimeout(() => { sub2.unsubscribe(); console.log('listeners after unsubscribe', input.listenerCount('key')); }, 100);
const ticks = Observable.interval(110).pipe(map(i => `tick${i}`), take(3));
const fast = Observable.interval(20).pipe(map(i => `fast${i}`), take(4));
setTimeout(() => merge(ticks, fast).subscribe({ next: v => console.log('merged', v), complete: () => console.log('merge complete') }), 300);
const failing = new Observable(o => { o.next('ok'); o.error(new Error('boom')); o.next('never'); });
failing.pipe(map(s => s.toUpperCase())).subscribe({ next: v => console.log('failing ->', v), error: e => console.log('error ->', e.message) });
failing.subscribe(v => console.log('no error handler ->', v));
setTimeout(() => console.log('key listeners at end', input.listenerCount('key'), 'end listeners', input.listenerCount('end')), 700);
