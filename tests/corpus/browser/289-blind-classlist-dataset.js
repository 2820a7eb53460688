// @html <div id="card" class="card hidden" data-user-id="42" data-role="admin"><h2>Ann</h2><p class="bio">Likes <b>JS</b></p></div>
// classList, dataset and textContent/innerHTML manipulation
const card = document.getElementById('card');
const cl = card.classList;
console.log(`classes: ${cl.length} ${cl.contains('hidden')} ${[...cl].join('|')}`);
cl.remove('hidden');
cl.add('active', 'selected');
console.log(`toggle dark -> ${cl.toggle('dark')}, again -> ${cl.toggle('dark')}, forced -> ${cl.toggle('dark', true)}`);
console.log(`replace: ${cl.replace('selected', 'chosen')}, className "${card.className}"`);
cl.add('card');
console.log(`no duplicates: ${card.className}`);

console.log(`dataset userId=${card.dataset.userId} (${typeof card.dataset.userId}), role=${card.dataset.role}`);
card.dataset.lastSeen = '2024-01-01';
delete card.dataset.role;
console.log(`attribute: ${card.getAttribute('data-last-seen')}, has role ${card.hasAttribute('data-role')}`);
console.log(`keys: ${Object.keys(card.dataset).join(',')}`);

const bio = card.querySelector('.bio');
console.log(`textContent: "${bio.textContent}", innerHTML: "${bio.innerHTML}"`);
bio.textContent = 'Likes <i>CSS</i>';
console.log(`after textContent set: children=${bio.children.length}, innerHTML="${bio.innerHTML}"`);
bio.innerHTML = 'Likes <i>CSS</i> &amp; <b>HTML</b>';
console.log(`after innerHTML set: children=${bio.children.length}, text="${bio.textContent}"`);
console.log(`card text: "${card.textContent}"`);

const h2 = card.querySelector('h2');
h2.textContent += ' (admin)';
card.setAttribute('title', 'User card');
card.toggleAttribute('hidden');
console.log(`h2: ${h2.textContent}, hidden prop ${card.hidden}, title ${card.title}`);
card.hidden = false;
console.log(`attributes: ${[...card.attributes].map((a) => a.name).join(',')}`);
const clone = card.cloneNode(true);
clone.id = 'card2';
clone.classList.add('copy');
document.body.append(clone);
console.log(`cards: ${document.querySelectorAll('.card').length}, copy has bio: ${!!clone.querySelector('.bio')}, original untouched: ${!card.classList.contains('copy')}`);
