// EventTarget / Event / CustomEvent in Node (the web API, not EventEmitter)
class Thermostat extends EventTarget {
  #temp = 20;
  get temp() {
    return this.#temp;
  }
  set temp(v) {
    const old = this.#temp;
    this.#temp = v;
    const ev = new CustomEvent('change', { detail: { old, now: v }, cancelable: true });
    const notCanceled = this.dispatchEvent(ev);
    if (!notCanceled) {
      this.#temp = old;
      console.log(`  change to ${v} was vetoed, staying at ${old}`);
    }
  }
}

const t = new Thermostat();
t.addEventListener('change', (e) => {
  console.log(`listener A: ${e.detail.old} -> ${e.detail.now} (type=${e.type}, cancelable=${e.cancelable})`);
});
t.addEventListener('change', (e) => {
  if (e.detail.now > 30) {
    console.log('listener B: too hot, preventDefault');
    e.preventDefault();
  }
});
t.addEventListener('change', () => console.log('listener C: once only'), { once: true });
t.addEventListener('change', {
  handleEvent(e) {
    console.log('listener object: defaultPrevented =', e.defaultPrevented);
  },
});

t.temp = 22;
t.temp = 35;
console.log('temp now', t.temp);

const controller = new AbortController();
t.addEventListener('change', () => console.log('signal listener'), { signal: controller.signal });
t.temp = 25;
controller.abort();
t.temp = 26;

const target = new EventTarget();
target.addEventListener('ping', (e) => {
  console.log('ping listener, eventPhase', e.eventPhase, 'isTrusted', e.isTrusted);
  e.stopImmediatePropagation();
});
target.addEventListener('ping', () => console.log('never printed'));
console.log('dispatch returned', target.dispatchEvent(new Event('ping')));
console.log('Event instanceof:', new CustomEvent('x') instanceof Event);
