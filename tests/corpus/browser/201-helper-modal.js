// @html <button id="open">Delete account</button>
// @html <div id="backdrop" class="backdrop" hidden><div id="dialog" role="dialog" aria-modal="true" aria-labelledby="title">
// @html <h2 id="title">Are you sure?</h2><input id="confirm-text" placeholder="type DELETE">
// @html <button id="cancel">Cancel</button><button id="ok">Delete</button></div></div>
// @input click #open @ 50ms
// @input key Escape @ 120ms
// @input click #open @ 180ms
// @input click #ok @ 240ms
// @input click #cancel @ 300ms
// @input click #open @ 360ms
// @input key Tab @ 400ms
// @input key Tab @ 430ms
// @input key Tab @ 460ms
// @until 700
const $ = (id) => document.getElementById(id);
const backdrop = $('backdrop');
let lastFocused = null;
let openCount = 0;

function focusables() {
  return [...$('dialog').querySelectorAll('button, input, [tabindex]:not([tabindex="-1"])')];
}

function openModal() {
  openCount++;
  lastFocused = document.activeElement;
  backdrop.hidden = false;
  document.body.classList.add('modal-open');
  focusables()[0].focus();
  console.log(`open #${openCount}: focus on ${document.activeElement.id}, body class "${document.body.className}"`);
}

function closeModal(reason) {
  backdrop.hidden = true;
  document.body.classList.remove('modal-open');
  if (lastFocused && lastFocused.focus) lastFocused.focus();
  console.log(`closed (${reason}); focus back on ${document.activeElement.id || document.activeElement.tagName}`);
}

$('open').addEventListener('click', openModal);
$('cancel').addEventListener('click', () => closeModal('cancel'));
$('ok').addEventListener('click', () => {
  const value = $('confirm-text').value;
  if (value !== 'DELETE') {
    $('confirm-text').setCustomValidity('Type DELETE to confirm');
    console.log(`ok refused: ${$('confirm-text').validationMessage}; valid=${$('confirm-text').checkValidity()}`);
    return;
  }
  closeModal('ok');
});

backdrop.addEventListener('click', (e) => {
  if (e.target === backdrop) closeModal('backdrop');
});

document.addEventListener('keydown', (e) => {
  if (backdrop.hidden) return;
  if (e.key === 'Escape') {
    closeModal('escape');
    return;
  }
  if (e.key === 'Tab') {
    const list = focusables();
    const idx = list.indexOf(document.activeElement);
    const next = e.shiftKey ? list[(idx - 1 + list.length) % list.length] : list[(idx + 1) % list.length];
    e.preventDefault();
    next.focus();
    console.log(`trap tab: ${list[idx] ? list[idx].id : 'none'} -> ${next.id}`);
  }
});

document.addEventListener('focusin', (e) => {
  if (!backdrop.hidden && !$('dialog').contains(e.target)) console.log(`focus escaped to ${e.target.id}`);
});

console.log(`initially hidden=${backdrop.hidden}, focusables: ${focusables().map((el) => el.id).join(',')}`);
console.log(`dialog labelled by "${$(($('dialog').getAttribute('aria-labelledby'))).textContent}"`);

setTimeout(() => {
  console.log(`end: open=${!backdrop.hidden}, opened ${openCount} times, active=${document.activeElement.id}`);
}, 600);
