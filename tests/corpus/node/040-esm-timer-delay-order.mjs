// ES module: timers fire by due time; equal delays keep creation order.
const log = [];
setTimeout(() => log.push('10 ms #1'), 10);
setTimeout(() => log.push('1 ms'), 1);
setTimeout(() => log.push('10 ms #2'), 10);
setTimeout(() => log.push('5 ms'), 5);
await new Promise((resolve) => setTimeout(resolve, 30));
console.log(log);
