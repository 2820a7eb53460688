// @html <rating-stars id="r1" value="2" max="5"></rating-stars><counter-badge id="cb" count="3"></counter-badge><button id="bump">Bump</button><button id="pick4">Pick 4</button>
// @input click #pick4 @ 100ms
// @input click #bump @ 250ms
// @input click #bump @ 400ms
// @until 700
// Custom elements: lifecycle callbacks, observedAttributes, property/attribute reflection, upgrade of pre-existing markup, shadow DOM with events
const log = (m) => console.log(m);
class RatingStars extends HTMLElement {
  static observedAttributes = ['value', 'max'];
  #root;
  constructor() { super(); this.#root = this.attachShadow({ mode: 'open' }); log(`RatingStars constructor (isConnected=${this.isConnected}, has value attr=${this.hasAttribute('value')})`); }
  get value() { return Number(this.getAttribute('value') ?? 0); }
  set value(v) { this.setAttribute('value', String(v)); }
  get max() { return Number(this.getAttribute('max') ?? 5); }
  connectedCallback() { log(`RatingStars connected to ${this.parentNode.nodeName}`); this.render(); this.#root.addEventListener('click', this); }
  disconnectedCallback() { log('RatingStars disconnected'); }
  attributeChangedCallback(name, oldV, newV) { log(`RatingStars attr ${name}: ${oldV} -> ${newV}`); if (this.isConnected) this.render(); }
  handleEvent(e) {
    const star = e.target.closest('.star');
    if (!star) return;
    const v = Number(star.dataset.v);
    log(`star ${v} clicked inside shadow; composedPath starts with ${e.composedPath()[0].className}`);
    this.value = v;
    this.dispatchEvent(new CustomEvent('rate', { detail: v, bubbles: true, composed: true }));
  }
  render() { this.#root.innerHTML = Array.from({ length: this.max }, (_, i) => `<span class="star${i < this.value ? ' on' : ''}" data-v="${i + 1}">${i < this.value ? '★' : '☆'}</span>`).join(''); }
  get text() { return this.#root.textContent; }
}
document.addEventListener('rate', (e) => log(`document got rate=${e.detail}; target=${e.target.id}; text=${e.target.text}`));
log(`before define: r1 is HTMLElement? ${document.getElementById('r1') instanceof HTMLElement}, upgraded? ${document.getElementById('r1') instanceof RatingStars}`);
customElements.define('rating-stars', RatingStars);
log(`after define: upgraded? ${document.getElementById('r1') instanceof RatingStars}, text=${document.getElementById('r1').text}`);
class CounterBadge extends HTMLElement {
  static get observedAttributes() { return ['count']; }
  constructor() { super(); this.renders = 0; }
  connectedCallback() { this.update(); }
  attributeChangedCallback(n, o, v) { log(`CounterBadge ${n}: ${o} -> ${v}`); this.update(); }
  get count() { return +this.getAttribute('count'); }
  set count(v) { this.setAttribute('count', v); }
  update() { this.renders++; this.textContent = this.count > 9 ? '9+' : String(this.count); }
}
customElements.whenDefined('counter-badge').then((ctor) => log(`whenDefined resolved: ${ctor.name}`));
log(`get before define: ${customElements.get('counter-badge')}`);
customElements.define('counter-badge', CounterBadge);
log(`getName: ${customElements.getName(CounterBadge)}; badge text ${document.getElementById('cb').textContent}`);
document.getElementById('pick4').addEventListener('click', () => { log('pick4 clicks the 4th star inside the shadow root'); document.getElementById('r1').shadowRoot.querySelector('.star[data-v="4"]').click(); });
document.getElementById('bump').addEventListener('click', () => {
  const cb = document.getElementById('cb');
  cb.count += 4;
  log(`bumped -> text ${cb.textContent}, renders ${cb.renders}`);
  if (cb.count > 9) {
    const stars = document.getElementById('r1');
    document.body.append(stars);
    log(`moved stars to end: last child is stars ${document.body.lastElementChild === stars}`);
    stars.remove();
    log(`stars removed; value kept = ${stars.value}`);
  }
});
const made = document.createElement('rating-stars');
log(`createElement: instance ${made instanceof RatingStars}, shadowRoot ${!!made.shadowRoot}`);
made.setAttribute('max', '3');
document.body.append(made);
log(`appended: ${made.text}`);
try { customElements.define('rating-stars', class extends HTMLElement {}); } catch (e) { log(`redefine: ${e.name}`); }
try { customElements.define('nodash', class extends HTMLElement {}); } catch (e) { log(`bad name: ${e.name}`); }
const tpl = document.createElement('div');
tpl.innerHTML = '<counter-badge count="12"></counter-badge>';
log(`innerHTML-created badge upgraded: ${tpl.firstChild instanceof CounterBadge}, text "${tpl.firstChild.textContent}" (not connected yet)`);
