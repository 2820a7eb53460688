// @until 600
// A rejection nobody handles gets 'unhandledrejection'; a catch added later (here in a
// timer) turns it into a 'rejectionhandled' event, in its own task.
window.addEventListener('unhandledrejection', (e) => {
  console.log('unhandledrejection: ' + e.reason.message + ', cancelable ' + e.cancelable);
  e.preventDefault();
});
window.onrejectionhandled = (e) => {
  console.log('rejectionhandled: ' + e.reason.message + ', same promise ' + (e.promise === late) + ', type ' + e.type);
};
const late = Promise.reject(new Error('saved draft failed'));
const caughtInTime = Promise.reject(new Error('caught in time'));
caughtInTime.catch(() => console.log('caught in time: no event for this one'));
setTimeout(() => {
  console.log('timer: adding a catch');
  late.catch((err) => console.log('late catch ran: ' + err.message));
  Promise.resolve().then(() => console.log('timer: microtask after the catch'));
}, 100);
setTimeout(() => console.log('timer 2: done'), 300);
