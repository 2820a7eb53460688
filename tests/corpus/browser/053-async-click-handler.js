// An async click listener: the part after its first await runs in the microtask
// checkpoint after that listener, before the next listener; the fetch result comes
// later, after the event.
// @html <button id="save">Save</button>
// @input click #save @ 100ms
const save = document.getElementById('save');
save.addEventListener('click', async () => {
  console.log('async listener start');
  await null;
  console.log('async listener after await');
  const r = await fetch('/api/save');
  console.log(`saved: ${(await r.json()).url}`);
});
save.addEventListener('click', () => console.log('second listener'));
document.body.addEventListener('click', () => console.log('body listener'));
