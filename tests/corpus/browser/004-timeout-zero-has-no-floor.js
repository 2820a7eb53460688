// Chromium has no 1 ms floor for setTimeout: delay 0 and negative delays run before a
// 1 ms timer that was registered earlier, and a 2 ms timer comes last.
setTimeout(() => console.log('delay 1'), 1);
setTimeout(() => console.log('delay 0'), 0);
setTimeout(() => console.log('delay 2'), 2);
setTimeout(() => console.log('delay -5'), -5);
setTimeout(() => console.log('no delay argument'));
console.log('registered');
