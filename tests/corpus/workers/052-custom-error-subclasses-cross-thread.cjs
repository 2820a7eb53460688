// What arrives in the main thread's 'error' event when a worker throws a custom Error subclass, a TypeError, a cause chain, a string, a plain object or rejects.
const { Worker, isMainThread, workerData } = require('node:worker_threads');

if (isMainThread) {
  const describe = (e) => {
    if (!(e instanceof Error)) return `not an Error: ${typeof e} ${JSON.stringify(e)}`;
    return [
      `instanceof Error=${e instanceof Error}`, `ctor=${e.constructor && e.constructor.name}`, `name=${e.name}`,
      `message=${JSON.stringify(e.message)}`, `code=${e.code}`, `field=${e.field}`,
      `stack1=${typeof e.stack === 'string' ? JSON.stringify(e.stack.split('\n')[0]) : e.stack}`,
      `cause=${e.cause === undefined ? 'none' : e.cause && e.cause.message}`,
    ].join('\n    ');
  };
  const run = (mode) => new Promise((resolve) => {
    const worker = new Worker(__filename, { workerData: mode });
    let seen = 'no error event';
    worker.on('error', (e) => { seen = describe(e); });
    worker.on('exit', (code) => { console.log(`${mode} (exit ${code}):\n    ${seen}`); resolve(); });
  });
  (async () => {
    for (const mode of ['subclass', 'typeerror', 'cause', 'string', 'object', 'rejection']) await run(mode);
  })();
} else {
  class ValidationError extends Error {
    constructor(field, message) { super(message); this.name = 'ValidationError'; this.field = field; this.code = 'E_VALIDATION'; }
  }
  if (workerData === 'subclass') throw new ValidationError('email', 'email is required');
  if (workerData === 'typeerror') throw new TypeError('expected a number, got "ten"');
  if (workerData === 'cause') throw new Error('save failed', { cause: new ValidationError('age', 'age must be positive') });
  if (workerData === 'string') throw 'plain string thrown';
  if (workerData === 'object') throw { code: 42, reason: 'object thrown' };
  if (workerData === 'rejection') Promise.reject(new ValidationError('zip', 'zip rejected'));
}
