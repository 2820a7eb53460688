// clearTimeout cancels a pending timer; clearing a timer that already fired, or undefined, does nothing.
const alarm = setTimeout(() => console.log('alarm rings'), 5);
const snooze = setTimeout(() => console.log('snooze rings'), 5);
clearTimeout(snooze);
clearTimeout(undefined);
clearTimeout(null);
setTimeout(() => {
  clearTimeout(alarm);
  console.log('cleared an already-fired timer');
}, 20);
