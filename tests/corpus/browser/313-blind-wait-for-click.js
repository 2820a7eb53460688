// @html <button id="ok">OK</button><button id="cancel">Cancel</button>
// @input click #cancel @ 150ms
// @input click #ok @ 400ms
// @input click #ok @ 700ms
// @until 1200
// Turning UI events into promises: a confirm() that resolves on click, with a timeout.
function once(el, type, { signal } = {}) {
  return new Promise((resolve, reject) => {
    el.addEventListener(type, resolve, { once: true, signal });
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function confirmDialog(label, ms) {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(new Error(`${label}: no answer within ${ms}ms`)), ms);
  try {
    const e = await Promise.race([
      once(document.getElementById('ok'), 'click', { signal: ac.signal }),
      once(document.getElementById('cancel'), 'click', { signal: ac.signal }),
    ]);
    return `${label}: ${e.target.id} (trusted=${e.isTrusted})`;
  } finally {
    clearTimeout(timer);
    ac.abort('cleanup');
  }
}

(async () => {
  for (const [label, ms] of [['first', 300], ['second', 100], ['third', 400]]) {
    try {
      console.log(await confirmDialog(label, ms));
    } catch (e) {
      console.log('error', e.message);
    }
  }
  console.log('ok listeners left? click programmatically:');
  document.getElementById('ok').click();
  console.log('(nothing logged above means listeners were removed)');
})();
