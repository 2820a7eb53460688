// @until 1500
// setInterval counting, clearInterval from inside, nested setTimeout chains, timer ids
let count = 0;
const log = [];
const iv = setInterval(() => {
  count++;
  log.push(`tick ${count}`);
  if (count === 5) {
    clearInterval(iv);
    log.push('interval cleared');
  }
}, 20);

let depth = 0;
function chain() {
  depth++;
  if (depth < 10) setTimeout(chain, 0);
  else log.push(`chain reached depth ${depth}`);
}
setTimeout(chain, 0);

const t1 = setTimeout(() => log.push('t1 never'), 30);
const t2 = setTimeout(() => log.push('t2 fires'), 150);
clearTimeout(t1);
clearTimeout(12345);
console.log(`ids distinct and positive: ${t1 > 0 && t2 > t1}`);

setTimeout((a, b) => log.push(`args ${a}+${b}`), 10, 'x', 'y');
setTimeout('log.push("string timer")', 15);

const order = [];
setTimeout(() => order.push('B 5ms'), 5);
setTimeout(() => order.push('A 0ms'), 0);
setTimeout(() => order.push('C 5ms'), 5);

setTimeout(() => {
  console.log(order.join(', '));
  console.log(log.filter((l) => !l.startsWith('tick')).join(' | '));
  console.log(`ticks: ${log.filter((l) => l.startsWith('tick')).length}, count ${count}`);
}, 400);
