// Timers registered before and after an await in an async function are ordered by when they were registered and their delays.
async function plan() {
  setTimeout(() => console.log('timer 0 before await'), 0);
  await null;
  setTimeout(() => console.log('timer 0 after await'), 0);
  await new Promise((resolve) => setTimeout(resolve, 20));
  setTimeout(() => console.log('timer 0 after sleep'), 0);
  console.log('plan resumed after sleep');
}
plan();
setTimeout(() => console.log('script timer 0'), 0);
setTimeout(() => console.log('script timer 40'), 40);
