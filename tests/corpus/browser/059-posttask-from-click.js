// Tasks posted from a real click listener: user-blocking before the zero-delay timer,
// user-visible in queue order after it, background last.
// @html <button id="b">b</button>
// @input click #b @ 100ms
document.getElementById('b').addEventListener('click', () => {
  console.log('click');
  scheduler.postTask(() => console.log('background'), { priority: 'background' });
  setTimeout(() => console.log('timeout 0'), 0);
  scheduler.postTask(() => console.log('user-visible'));
  scheduler.postTask(() => console.log('user-blocking'), { priority: 'user-blocking' });
});
