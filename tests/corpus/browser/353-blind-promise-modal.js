// @html <button id="delete">Delete account</button><button id="rename">Rename</button><div id="modal-root"></div>
// @input click #delete @ 100ms
// @input click #modal-root .cancel @ 250ms
// @input click #delete @ 400ms
// @input click #modal-root .confirm @ 550ms
// @input click #rename @ 700ms
// @input key Escape @ 850ms
// @input click #rename @ 1000ms
// @input click #modal-root .backdrop @ 1150ms
// @until 1400
// Promise-based modal dialogs: open() returns a promise settled by confirm/cancel/Escape/backdrop, with focus restore and one-at-a-time queueing
const root = document.getElementById('modal-root');
let current = null;
const queue = [];
function openModal({ title, body, confirmText = 'OK', cancelText = 'Cancel', dismissable = true }) {
  return new Promise((resolve) => {
    const show = () => {
      const opener = document.activeElement;
      root.innerHTML = `<div class="backdrop"></div><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="dlg-title"><h2 id="dlg-title"></h2><p class="body"></p><button class="cancel"></button><button class="confirm"></button></div>`;
      root.querySelector('h2').textContent = title;
      root.querySelector('.body').textContent = body;
      root.querySelector('.confirm').textContent = confirmText;
      root.querySelector('.cancel').textContent = cancelText;
      const onKey = (e) => { if (e.key === 'Escape' && dismissable) close('escape'); };
      const onClick = (e) => {
        if (e.target.closest('.confirm')) close('confirm');
        else if (e.target.closest('.cancel')) close('cancel');
        else if (e.target.classList.contains('backdrop') && dismissable) close('backdrop');
      };
      function close(how) {
        document.removeEventListener('keydown', onKey);
        root.removeEventListener('click', onClick);
        root.replaceChildren();
        current = null;
        if (opener && opener.focus) opener.focus();
        console.log(`  closed via ${how}; focus back on ${document.activeElement.id || document.activeElement.tagName}`);
        resolve({ confirmed: how === 'confirm', how });
        const next = queue.shift();
        if (next) next();
      }
      document.addEventListener('keydown', onKey);
      root.addEventListener('click', onClick);
      current = close;
      root.querySelector('.confirm').focus();
      console.log(`  modal open: "${title}" focus=${document.activeElement.className} dialogs=${root.querySelectorAll('[role=dialog]').length}`);
    };
    if (current) { console.log(`  queued "${title}"`); queue.push(show); } else show();
  });
}
const account = { name: 'ada', deleted: false };
document.getElementById('delete').addEventListener('click', async (e) => {
  console.log('click delete; active element is', document.activeElement.id);
  const { confirmed, how } = await openModal({ title: 'Delete account?', body: `This removes ${account.name} forever.`, confirmText: 'Delete' });
  console.log(`delete dialog resolved: confirmed=${confirmed} (${how})`);
  if (confirmed) {
    const ok = await new Promise(r => setTimeout(() => r(true), 30));
    account.deleted = ok;
    console.log('account deleted:', account.deleted);
  }
});
document.getElementById('rename').addEventListener('click', async () => {
  console.log('click rename');
  const results = await Promise.all([
    openModal({ title: 'Rename (step 1)', body: 'Pick a name' }),
    openModal({ title: 'Rename (step 2)', body: 'Are you sure?', dismissable: true }),
  ]);
  console.log('both rename dialogs done:', results.map(r => r.how).join(' + '));
});
(async () => {
  const r = await Promise.race([
    openModal({ title: 'Welcome', body: 'auto-closing', dismissable: false }),
    new Promise(res => setTimeout(() => res('timeout'), 50)),
  ]);
  console.log('race result:', r, '| modal still open:', !!current);
  current && current('programmatic');
})();
