// @html <ul id="menu"><li id="a"><span class="label">Alpha</span></li><li id="b"><span class="label">Beta</span></li></ul>
// @input click #a .label @ 100ms
// @input click #b .label @ 200ms
// stopPropagation vs stopImmediatePropagation vs preventDefault
const menu = document.getElementById('menu');
menu.addEventListener('click', (e) => console.log('menu saw click from', e.target.textContent, 'defaultPrevented', e.defaultPrevented));

document.querySelector('#a').addEventListener('click', (e) => {
  console.log('li#a listener 1: preventDefault only');
  e.preventDefault();
});
document.querySelector('#a').addEventListener('click', () => console.log('li#a listener 2'));

document.querySelector('#b').addEventListener('click', (e) => {
  console.log('li#b listener 1: stopImmediatePropagation');
  e.stopImmediatePropagation();
});
document.querySelector('#b').addEventListener('click', () => console.log('li#b listener 2 (should not run)'));

document.querySelectorAll('.label').forEach((span) => {
  span.addEventListener('click', (e) => {
    console.log('span', span.textContent, 'cancelable', e.cancelable, 'bubbles', e.bubbles);
    if (span.textContent === 'Beta') {
      e.stopPropagation();
      console.log('  span Beta also stopPropagation -> li#b never sees it');
    }
  });
});

setTimeout(() => {
  const ev = new MouseEvent('click', { bubbles: false });
  const r = document.querySelector('#a .label').dispatchEvent(ev);
  console.log('non-bubbling dispatch returned', r);
}, 400);
