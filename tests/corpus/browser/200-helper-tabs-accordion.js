// @html <div class="tabs" role="tablist" id="tablist">
// @html <button role="tab" id="tab-a" aria-controls="panel-a">Overview</button>
// @html <button role="tab" id="tab-b" aria-controls="panel-b">Specs</button>
// @html <button role="tab" id="tab-c" aria-controls="panel-c">Reviews</button></div>
// @html <div role="tabpanel" id="panel-a">A</div><div role="tabpanel" id="panel-b">B</div><div role="tabpanel" id="panel-c">C</div>
// @html <div id="faq"><h3><button class="acc" id="q1" aria-expanded="false">Shipping?</button></h3><div class="answer" id="a1">3 days</div>
// @html <h3><button class="acc" id="q2" aria-expanded="false">Returns?</button></h3><div class="answer" id="a2">30 days</div></div>
// @input click #tab-b @ 80ms
// @input key ArrowRight @ 120ms
// @input key End @ 160ms
// @input key Home @ 200ms
// @input click #q1 @ 260ms
// @input click #q2 @ 320ms
// @input click #q2 @ 380ms
// @until 600
const tabs = [...document.querySelectorAll('[role="tab"]')];

function selectTab(tab, { focus = false } = {}) {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    t.classList.toggle('active', selected);
    document.getElementById(t.getAttribute('aria-controls')).hidden = !selected;
  }
  if (focus) tab.focus();
  const visible = [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
  console.log(`selected ${tab.id} (${tab.textContent}); visible ${visible.join(',')}`);
}

document.getElementById('tablist').addEventListener('click', (e) => {
  const tab = e.target.closest('[role="tab"]');
  if (tab) selectTab(tab);
});

document.getElementById('tablist').addEventListener('keydown', (e) => {
  const i = tabs.indexOf(document.activeElement);
  if (i < 0) return;
  let next = null;
  switch (e.key) {
    case 'ArrowRight': next = tabs[(i + 1) % tabs.length]; break;
    case 'ArrowLeft': next = tabs[(i - 1 + tabs.length) % tabs.length]; break;
    case 'Home': next = tabs[0]; break;
    case 'End': next = tabs[tabs.length - 1]; break;
    default: return;
  }
  e.preventDefault();
  console.log(`key ${e.key} (code ${e.code}) from ${tabs[i].id}`);
  selectTab(next, { focus: true });
});

selectTab(tabs[0]);
console.log(`tabIndex values: ${tabs.map((t) => t.tabIndex).join(' ')}`);

// Accordion: only one answer open at a time.
const buttons = document.querySelectorAll('#faq .acc');
for (const b of buttons) document.getElementById(b.id.replace('q', 'a')).hidden = true;
document.getElementById('faq').addEventListener('click', (e) => {
  const btn = e.target.closest('button.acc');
  if (!btn) return;
  const expanded = btn.getAttribute('aria-expanded') === 'true';
  for (const other of buttons) {
    other.setAttribute('aria-expanded', 'false');
    document.getElementById(other.id.replace('q', 'a')).hidden = true;
  }
  if (!expanded) {
    btn.setAttribute('aria-expanded', 'true');
    document.getElementById(btn.id.replace('q', 'a')).hidden = false;
  }
  const open = [...document.querySelectorAll('#faq .answer:not([hidden])')].map((a) => a.textContent);
  console.log(`accordion ${btn.id} ${expanded ? 'collapsed' : 'expanded'}; open: [${open.join(', ')}]`);
});

setTimeout(() => {
  console.log(`active element: ${document.activeElement.id}`);
  console.log(`selected: ${document.querySelector('[aria-selected="true"]').id}`);
  console.log(document.getElementById('faq').innerHTML.replace(/\n/g, ''));
}, 500);
