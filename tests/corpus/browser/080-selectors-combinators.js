// CSS selectors in querySelector/querySelectorAll: descendant, child, adjacent and general sibling combinators, selector lists in document order, compound selectors
// @html <main id="app"><section class="featured"><h2>Top picks</h2><ul id="results"><li class="item">Tea</li><li class="item active">Coffee</li><li class="item">Cocoa</li></ul></section>
// @html <section class="archive"><h2>Older</h2><p>Intro</p><p class="note">Note one</p><div><p>Nested</p></div><p>Last</p></section></main>
const names = (list) => Array.from(list, (el) => el.textContent).join(', ');
console.log(`featured h2: ${document.querySelector('.featured h2').textContent}`);
console.log(`#results li: ${names(document.querySelectorAll('#results li'))}`);
console.log(`active: ${document.querySelector('li.item.active').textContent}`);
console.log(`child p of archive: ${names(document.querySelectorAll('.archive > p'))}`);
console.log(`descendant p of archive: ${names(document.querySelectorAll('.archive p'))}`);
console.log(`after h2: ${document.querySelector('.archive h2 + p').textContent}`);
console.log(`siblings after note: ${names(document.querySelectorAll('.note ~ p'))}`);
console.log(`list in document order: ${names(document.querySelectorAll('p.note, h2, .active'))}`);
console.log(`spaces around combinator: ${names(document.querySelectorAll('main  >  section.featured   li + li'))}`);
const archive = document.querySelector('.archive');
console.log(`scoped: ${names(archive.querySelectorAll('main p'))}`);
console.log(`scope child: ${names(archive.querySelectorAll(':scope > div > p'))}`);
console.log(`universal children of results: ${document.querySelectorAll('#results > *').length}`);
console.log(`no match: ${document.querySelector('.featured > p')}`);
const coffee = document.querySelector('.active');
console.log(`closest section: ${coffee.closest('section').className}`);
console.log(`closest main section: ${coffee.closest('main > section').className}`);
console.log(`matches: ${coffee.matches('ul li')} ${coffee.matches('.archive li')} ${coffee.matches('li:not(.item), .active')}`);
