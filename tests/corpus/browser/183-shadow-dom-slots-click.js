// @html <info-card id="card"><span slot="title">Weather</span><p>Sunny all day</p><p>Light wind</p></info-card>
// @input click #card @ 100ms
// Named and default slots, fallback content, and a real click: listeners outside the
// shadow tree see the host as the target.
class InfoCard extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<h2><slot name="title">Untitled</slot></h2><div id="body"><slot></slot></div><footer><slot name="footer">no footer</slot></footer>';
  }
}
customElements.define('info-card', InfoCard);
const card = document.getElementById('card');
const slots = card.shadowRoot.querySelectorAll('slot');
for (const s of slots) {
  console.log(`slot "${s.name}": ${s.assignedNodes().length} assigned, ${s.assignedElements().length} elements,`
    + ` flattened: ${s.assignedNodes({ flatten: true }).map((n) => n.textContent).join(' / ')}`);
}
console.log('span slotted into', card.querySelector('span').assignedSlot.name);
console.log('p slotted into default:', card.querySelector('p').assignedSlot === slots[1]);
console.log('host children:', card.children.length, 'shadow children:', card.shadowRoot.children.length);
console.log('document finds slots:', document.querySelectorAll('slot').length);
card.addEventListener('click', (e) => console.log('on the host: target', e.target.id, 'phase', e.eventPhase));
document.addEventListener('click', (e) => console.log('on the document: target', e.target.id, 'trusted', e.isTrusted));
console.log('waiting for the click');
