// requestIdleCallback while a frame is wanted: the idle period starts only after that
// frame, so the rAF callback prints first although the idle callback was asked first.
requestIdleCallback(() => console.log('idle callback'));
requestAnimationFrame(() => console.log('animation frame'));
Promise.resolve().then(() => console.log('microtask'));
console.log('script');
