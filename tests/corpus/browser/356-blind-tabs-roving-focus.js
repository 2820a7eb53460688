// @html <div role="tablist" id="tabs"><button role="tab" id="t1" aria-controls="p1">Overview</button><button role="tab" id="t2" aria-controls="p2">Specs</button><button role="tab" id="t3" aria-controls="p3" disabled>Reviews</button><button role="tab" id="t4" aria-controls="p4">FAQ</button></div><section id="p1" role="tabpanel">Overview text</section><section id="p2" role="tabpanel">Specs text</section><section id="p3" role="tabpanel">Reviews text</section><section id="p4" role="tabpanel">FAQ text</section>
// @input click #t2 @ 100ms
// @input key ArrowRight @ 220ms
// @input key ArrowRight @ 340ms
// @input key Home @ 460ms
// @input key ArrowLeft @ 580ms
// @input key Enter @ 700ms
// @until 1000
// An accessible tabs widget: roving tabindex, arrow-key navigation skipping disabled tabs, automatic vs manual activation, focus/blur logging
const tablist = document.getElementById('tabs');
const tabs = [...tablist.querySelectorAll('[role=tab]')];
const manualActivation = { value: false };
function activate(tab, why) {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    document.getElementById(t.getAttribute('aria-controls')).hidden = !selected;
  }
  const visible = [...document.querySelectorAll('[role=tabpanel]')].filter(p => !p.hidden).map(p => p.textContent);
  console.log(`activate ${tab.id} (${why}): visible panel = ${visible.join(',')} | tabindex = ${tabs.map(t => t.tabIndex).join(',')}`);
}
function focusTab(tab) { tab.focus(); console.log(`  focus moved to ${document.activeElement.id}`); if (!manualActivation.value) activate(tab, 'auto on focus'); }
tablist.addEventListener('click', (e) => {
  const tab = e.target.closest('[role=tab]');
  if (!tab || tab.disabled) return;
  console.log(`click ${tab.id}, activeElement=${document.activeElement.id}`);
  activate(tab, 'click');
});
tablist.addEventListener('keydown', (e) => {
  const enabled = tabs.filter(t => !t.disabled);
  const i = enabled.indexOf(document.activeElement);
  let next = null;
  switch (e.key) {
    case 'ArrowRight': next = enabled[(i + 1) % enabled.length]; break;
    case 'ArrowLeft': next = enabled[(i - 1 + enabled.length) % enabled.length]; break;
    case 'Home': next = enabled[0]; break;
    case 'End': next = enabled.at(-1); break;
    case 'Enter': case ' ':
      manualActivation.value = !manualActivation.value;
      console.log(`key ${e.key}: manual activation now ${manualActivation.value}`);
      return;
    default: return;
  }
  e.preventDefault();
  console.log(`key ${e.key} on ${e.target.id}`);
  focusTab(next);
});
tablist.addEventListener('focusin', (e) => console.log(`  focusin ${e.target.id} (from ${e.relatedTarget ? e.relatedTarget.id : 'nothing'})`));
tablist.addEventListener('focusout', (e) => console.log(`  focusout ${e.target.id} (to ${e.relatedTarget ? e.relatedTarget.id : 'nothing'})`));
tabs[0].addEventListener('blur', () => console.log('  blur on t1 (does not bubble, seen on target)'));
tablist.addEventListener('blur', () => console.log('  never: blur does not bubble'));
activate(tabs[0], 'initial');
console.log('disabled tab focusable?', (() => { tabs[2].focus(); return document.activeElement === tabs[2]; })(), 'active =', document.activeElement.tagName);
console.log('matches :disabled', tabs.filter(t => t.matches(':disabled')).map(t => t.id).join(','), '| hidden panels', document.querySelectorAll('[role=tabpanel][hidden]').length);
