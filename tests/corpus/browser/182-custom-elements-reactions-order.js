// @html <div id="app"></div>
// Reactions wait until the DOM call that caused them returns: a fragment's elements are
// all inserted before the first connectedCallback; a callback that throws is reported
// and the next one still runs; removing a parent disconnects its custom descendants.
class ListEntry extends HTMLElement {
  static get observedAttributes() { return ['done', 'class']; }
  connectedCallback() {
    const next = this.nextElementSibling;
    console.log(`connected ${this.id}: next is ${next ? next.id : 'none'}, next connected ${next ? next.isConnected : '-'}`);
    if (this.id === 'b') throw new Error('b failed to render');
  }
  disconnectedCallback() { console.log(`disconnected ${this.id}`); }
  attributeChangedCallback(name, oldValue, newValue) { console.log(`${this.id}.${name}: ${oldValue} -> ${newValue}`); }
}
customElements.define('list-entry', ListEntry);
const app = document.getElementById('app');
const list = document.createElement('ul');
const fragment = document.createDocumentFragment();
for (const id of ['a', 'b', 'c']) {
  const item = document.createElement('list-entry');
  item.id = id;
  fragment.appendChild(item);
}
list.appendChild(fragment);
console.log('list built, not in the page yet');
app.append(list);
console.log('list appended');
const a = document.getElementById('a');
a.classList.add('urgent');
a.toggleAttribute('done');
a.dataset.priority = 'high';
a.className = 'urgent later';
console.log('attributes set');
list.remove();
console.log('list removed');
app.innerHTML = '<list-entry id="d" done="yes"></list-entry>';
console.log('innerHTML set');
app.textContent = '';
console.log('textContent cleared');
const copy = a.cloneNode(true);
console.log('clone is ListEntry:', copy instanceof ListEntry, copy.getAttribute('class'));
queueMicrotask(() => console.log('microtask after everything'));
try { customElements.define('bad-one', 42); } catch (e) { console.log(e.name + ': ' + e.message); }
try { customElements.define('bad-two', () => {}); } catch (e) { console.log(e.name + ': ' + e.message); }
customElements.whenDefined('not valid').catch((e) => console.log('whenDefined:', e.name, e.message));
console.log('getName:', customElements.getName(ListEntry), customElements.getName(class {}));
