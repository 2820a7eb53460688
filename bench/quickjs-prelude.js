// Loaded before each benchmark by bench/engine.mjs as `qjs -I bench/quickjs-prelude.js FILE`.
// QuickJS 2021-03-27 has no queueMicrotask. Promise.resolve() is an already
// resolved promise, so each .then(f) on it enqueues exactly one job (a
// PromiseReactionJob) on the same job queue that promise reactions use: one job
// per call, the same as a real queueMicrotask. Unlike the real one, an exception
// thrown by f becomes a rejected promise instead of being reported.
// It is kept outside bench/engine/ so it is not run as a benchmark itself.
globalThis.queueMicrotask = (f) => { Promise.resolve().then(f); };
