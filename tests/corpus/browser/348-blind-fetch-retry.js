// @until 2500
// A fetch wrapper with retries, exponential backoff, per-attempt AbortController timeouts, JSON parsing and typed errors
class HttpError extends Error {
  constructor(res, body) { super(`HTTP ${res.status} for ${new URL(res.url || 'about:blank').pathname}`); this.name = 'HttpError'; this.status = res.status; this.body = body; }
}
class TimeoutError extends Error { constructor(ms) { super(`request timed out after ${ms}ms`); this.name = 'TimeoutError'; } }
async function fetchJSON(url, { retries = 2, timeout = 1000, backoff = 50, signal, fetchImpl = fetch, ...init } = {}) {
  let attempt = 0;
  while (true) {
    attempt++;
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(new TimeoutError(timeout)), timeout);
    const onOuterAbort = () => ctl.abort(signal.reason);
    signal?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      const res = await fetchImpl(url, { ...init, signal: ctl.signal });
      const type = res.headers.get('content-type') || '';
      const body = type.includes('json') ? await res.json() : await res.text();
      if (!res.ok) throw new HttpError(res, body);
      return { body, attempt, type: type.split(';')[0] };
    } catch (err) {
      const reason = ctl.signal.aborted ? ctl.signal.reason : err;
      const retryable = reason instanceof TimeoutError || (reason instanceof HttpError && reason.status >= 500) || reason instanceof TypeError;
      console.log(`  attempt ${attempt} for ${String(url).slice(0, 40)} failed: ${reason.name}: ${reason.message}${retryable && attempt <= retries ? ' -> retry' : ''}`);
      if (signal?.aborted || !retryable || attempt > retries) throw reason;
      await new Promise(r => setTimeout(r, backoff * 2 ** (attempt - 1)));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    }
  }
}
// a fake fetch for the failure modes, delegating to the real one otherwise
function flaky(plan) {
  let n = 0;
  return (url, init) => {
    const step = plan[Math.min(n++, plan.length - 1)];
    if (step === 'hang') return new Promise((_, rej) => init.signal.addEventListener('abort', () => rej(init.signal.reason)));
    if (step === 'neterr') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof step === 'number') return Promise.resolve(new Response(JSON.stringify({ error: step }), { status: step, headers: { 'content-type': 'application/json' } }));
    return fetch(url, init);
  };
}
(async () => {
  const cases = [
    ['real path', '/api/users?page=2', {}],
    ['data: json', 'data:application/json,' + encodeURIComponent(JSON.stringify({ ok: true, list: [1, 2] })), {}],
    ['data: text', 'data:text/plain;charset=utf-8,hello%20world', {}],
    ['503 then ok', '/api/flaky', { fetchImpl: flaky([503, 'ok']) }],
    ['timeout twice then ok', '/api/slow', { fetchImpl: flaky(['hang', 'hang', 'ok']), timeout: 80 }],
    ['404 not retried', '/api/missing', { fetchImpl: flaky([404]) }],
    ['network error exhausted', '/api/down', { fetchImpl: flaky(['neterr']), retries: 1 }],
  ];
  for (const [label, url, opts] of cases) {
    console.log(label);
    try {
      const r = await fetchJSON(url, opts);
      console.log(`  ok after ${r.attempt} attempt(s) [${r.type}]:`, JSON.stringify(r.body));
    } catch (e) {
      console.log(`  gave up: ${e.name} ${e.status ?? ''} ${JSON.stringify(e.body ?? null)}`);
    }
  }
  console.log('outer abort while hanging');
  const outer = new AbortController();
  setTimeout(() => outer.abort(new DOMException('user cancelled', 'AbortError')), 60);
  try { await fetchJSON('/api/hang', { fetchImpl: flaky(['hang']), signal: outer.signal, timeout: 500 }); }
  catch (e) { console.log(`  final: ${e.name}: ${e.message}`); }
  const bad = await fetch('data:,not%20json').then(r => r.json()).catch(e => `${e.name}`);
  console.log('bad json ->', bad);
  const res = await fetch('/echo/path', { method: 'POST', body: 'x' });
  console.log('post status', res.status, res.ok, res.headers.get('content-type'), res.url.replace(location.origin, ''), JSON.stringify(await res.json()));
  const aborted = new AbortController(); aborted.abort();
  try { await fetch('/x', { signal: aborted.signal }); } catch (e) { console.log('pre-aborted fetch:', e.name, e.message); }
})();
