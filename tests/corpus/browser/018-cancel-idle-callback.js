// cancelIdleCallback removes a pending idle callback; the other idle callbacks still
// run, in the order they were requested.
requestIdleCallback(() => console.log('idle 1'));
const second = requestIdleCallback(() => console.log('idle 2 (cancelled)'));
requestIdleCallback(() => console.log('idle 3'));
cancelIdleCallback(second);
console.log(`id is a number: ${typeof second === 'number'}`);
setTimeout(() => console.log('timeout 300'), 300);
