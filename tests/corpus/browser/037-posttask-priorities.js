// scheduler.postTask runs higher priorities first, whatever the posting order:
// user-blocking, then user-visible (the default), then background. Within a priority,
// tasks keep their posting order.
scheduler.postTask(() => console.log('background 1'), { priority: 'background' });
scheduler.postTask(() => console.log('user-visible 1'));
scheduler.postTask(() => console.log('user-blocking 1'), { priority: 'user-blocking' });
scheduler.postTask(() => console.log('background 2'), { priority: 'background' });
scheduler.postTask(() => console.log('user-visible 2'), { priority: 'user-visible' });
scheduler.postTask(() => console.log('user-blocking 2'), { priority: 'user-blocking' });
console.log('posted six');
