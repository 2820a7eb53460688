// clearInterval from another timer's callback stops the interval; clearTimeout works on intervals too.
let polls = 0;
const poller = setInterval(() => {
  polls++;
}, 1);
const other = setInterval(() => console.log('never: other interval'), 5);
clearTimeout(other);
setTimeout(() => {
  clearInterval(poller);
  const frozen = polls;
  console.log('polled at least once:', frozen > 0);
  setTimeout(() => console.log('no polls after clear:', polls === frozen), 10);
}, 15);
