// Inline styles read back what was set: style properties, cssText, setProperty/getPropertyValue/removeProperty, getComputedStyle's display, classList and dataset reads
// @html <div id="panel" class="card open" data-user-id="7" style="color: red; padding: 4px">Panel</div><span id="tag">t</span>
// @input click #panel @ 300ms
// @until 700
const panel = document.getElementById('panel');
const tag = document.getElementById('tag');
console.log(`inline: color=${panel.style.color} padding=${panel.style.padding} cssText="${panel.style.cssText}"`);
console.log(`computed display: div=${getComputedStyle(panel).display} span=${getComputedStyle(tag).display}`);
panel.style.display = 'none';
panel.style.backgroundColor = 'blue';
console.log(`after set: display=${panel.style.display} computed=${getComputedStyle(panel).display} bg=${panel.style.getPropertyValue('background-color')}`);
panel.style.setProperty('border-radius', '8px');
console.log(`radius=${panel.style.borderRadius}`);
console.log(`removed "${panel.style.removeProperty('color')}", now "${panel.style.color}"`);
panel.style.cssText = 'opacity: 0.5; font-weight: bold';
console.log(`cssText replaced: "${panel.style.cssText}" display="${panel.style.display}" attr="${panel.getAttribute('style')}"`);
tag.hidden = true;
console.log(`hidden span computed display=${getComputedStyle(tag).display}`);
panel.addEventListener('click', () => {
  const open = panel.classList.toggle('open');
  panel.classList.replace('card', 'card-flat');
  panel.style.opacity = open ? '1' : '0.25';
  console.log(`clicked: open=${open} classes="${panel.className}" contains card=${panel.classList.contains('card')} opacity=${panel.style.opacity}`);
  console.log(`dataset userId=${panel.dataset.userId} keys=${Object.keys(panel.dataset).join(',')}`);
});
