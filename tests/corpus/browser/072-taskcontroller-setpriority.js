// TaskController: postTask tasks follow their signal's priority; setPriority before they run moves them ahead of (or behind) other queued tasks, fires prioritychange, and abort rejects the rest
const log = (s) => console.log(s);
const boost = new TaskController({ priority: 'background' });
const demote = new TaskController({ priority: 'user-blocking' });
const cancel = new TaskController();
log(`priorities: ${boost.signal.priority} ${demote.signal.priority} ${cancel.signal.priority}`);
boost.signal.addEventListener('prioritychange', (e) => log(`boost prioritychange: ${e.previousPriority} -> ${boost.signal.priority}`));
demote.signal.onprioritychange = (e) => log(`demote prioritychange: ${e.previousPriority} -> ${demote.signal.priority}`);
scheduler.postTask(() => log('background task (boosted)'), { signal: boost.signal });
scheduler.postTask(() => log('user-visible A'));
scheduler.postTask(() => log('user-blocking task (demoted)'), { signal: demote.signal });
scheduler.postTask(() => log('user-visible B'));
scheduler.postTask(() => log('fixed user-blocking ignores the signal priority'), { signal: boost.signal, priority: 'user-blocking' });
const doomed = scheduler.postTask(() => log('never runs'), { signal: cancel.signal });
doomed.catch((e) => log(`cancelled task rejected: ${e.name}`));
boost.setPriority('user-blocking');
demote.setPriority('background');
demote.setPriority('background');
cancel.abort();
try {
  boost.setPriority('urgent');
} catch (e) {
  log(`bad priority: ${e.name}`);
}
log('script end');
