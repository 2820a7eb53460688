// Fragment navigations after the page has loaded: clicking a link to #id (by click() or a real click) and setting location.hash push a history entry, fire popstate at once and hashchange in a later task; a canceled click does not navigate; a.href, a.pathname, a.search and a.hash resolve against the page URL
// @html <nav><a id="faq" href="#faq-section">FAQ</a> <a id="blocked" href="#nowhere">Blocked</a> <a id="docs" href="/docs/intro?lang=en#setup">Docs</a></nav>
// @input click #faq @ 400ms
// @until 1000
const docs = document.getElementById('docs');
console.log(`docs link: ${docs.href} | ${docs.pathname} | ${docs.search} | ${docs.hash} | ${docs.host} | attr ${docs.getAttribute('href')}`);
const img = document.createElement('img');
img.src = 'pics/cat.png';
console.log(`img src ${img.src}, attribute ${img.getAttribute('src')}`);
document.getElementById('blocked').addEventListener('click', (e) => e.preventDefault());
window.addEventListener('popstate', (e) => console.log(`popstate ${location.hash} state ${e.state}`));
window.addEventListener('hashchange', (e) => console.log(`hashchange ${e.oldURL.slice(18) || '/'} -> ${e.newURL.slice(18)}`));
document.getElementById('faq').addEventListener('click', (e) => console.log(`click on faq, trusted ${e.isTrusted}, hash still "${location.hash}"`));
window.addEventListener('load', () => {
  const before = history.length;
  setTimeout(() => {
    document.getElementById('blocked').click();
    console.log(`after canceled click: "${location.hash}"`);
    location.hash = 'top';
    console.log(`after hash set: ${location.hash}, +${history.length - before}`);
  }, 100);
  setTimeout(() => console.log(`after the real click: ${location.hash}, +${history.length - before}`), 700);
});
