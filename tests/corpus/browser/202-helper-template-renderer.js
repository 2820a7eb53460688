// @html <main id="root"></main>
// A tagged-template renderer that escapes interpolations unless wrapped in raw().
const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ESC[c]);
class Raw { constructor(v) { this.value = v; } }
const raw = (v) => new Raw(v);

function html(strings, ...values) {
  return raw(strings.reduce((out, str, i) => {
    if (i === 0) return str;
    const v = values[i - 1];
    let piece;
    if (v instanceof Raw) piece = v.value;
    else if (Array.isArray(v)) piece = v.map((x) => (x instanceof Raw ? x.value : escapeHtml(x))).join('');
    else if (v == null || v === false) piece = '';
    else piece = escapeHtml(v);
    return out + piece + str;
  }, ''));
}

const products = [
  { sku: 'A-1', name: 'Widget <Pro>', price: 19.99, tags: ['new', 'hot'], note: 'Fits "all" sizes' },
  { sku: 'B-2', name: "Gadget's Mate", price: 5, tags: [], note: null },
  { sku: 'C-3', name: 'Thing & Co', price: 120.5, tags: ['sale'], note: '<script>alert(1)</script>' },
];

const Product = (p) => html`
  <li class="product${p.tags.includes('sale') ? ' on-sale' : ''}" data-sku="${p.sku}" title="${p.note}">
    <h2>${p.name}</h2>
    <span class="price">$${p.price.toFixed(2)}</span>
    ${p.tags.length ? html`<ul class="tags">${p.tags.map((t) => html`<li>#${t}</li>`)}</ul>` : ''}
    ${p.note && html`<p class="note">${p.note}</p>`}
  </li>`;

const App = (items) => html`<h1>Catalog (${items.length})</h1><ul id="products">${items.map(Product)}</ul>`;

const root = document.getElementById('root');
root.innerHTML = App(products).value;

const norm = (s) => s.replace(/\s+/g, ' ').trim();
console.log(norm(root.querySelector('h1').outerHTML));
for (const li of root.querySelectorAll('#products > li')) {
  console.log(`${li.dataset.sku}: name=${JSON.stringify(li.querySelector('h2').textContent)} title=${JSON.stringify(li.title)}`);
  console.log(`  h2 html: ${li.querySelector('h2').innerHTML}`);
  console.log(`  classes: ${li.className}; tags: ${[...li.querySelectorAll('.tags li')].map((t) => t.textContent).join(' ') || '-'}`);
  const note = li.querySelector('.note');
  console.log(`  note: ${note ? note.innerHTML : '(none)'}; scripts inside: ${li.getElementsByTagName('script').length}`);
}
console.log(`nested tag lists: ${root.querySelectorAll('ul.tags').length}, sale items: ${root.querySelectorAll('.on-sale').length}`);
console.log(norm(root.querySelector('[data-sku="B-2"]').outerHTML));
console.log(`escaped: ${escapeHtml(`5 > 3 && "x" != 'y'`)}`);

// Update in place: change one price and re-render just that item via insertAdjacentHTML.
const target = root.querySelector('[data-sku="A-1"]');
products[0].price = 17;
target.insertAdjacentHTML('afterend', Product(products[0]).value);
target.remove();
console.log(`after update: ${[...root.querySelectorAll('.price')].map((p) => p.textContent).join(', ')}`);
console.log(`order: ${[...root.querySelectorAll('#products > li')].map((li) => li.dataset.sku).join(',')}`);
const tmpl = document.createElement('template');
tmpl.innerHTML = '<tr><td>a &lt; b</td><td>2</td></tr>';
console.log(`template content children: ${tmpl.content.childNodes.length}, text: ${tmpl.content.textContent}`);
const p = document.createElement('p');
p.textContent = '<b>not bold</b> & "quoted"';
console.log(`textContent -> innerHTML: ${p.innerHTML}`);
p.setAttribute('data-x', '<"&>');
console.log(p.outerHTML);
