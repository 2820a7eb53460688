// getComputedStyle with the page's <style> rules: tag, class, id and compound selectors, specificity, source order, inheritance of color and font-size, the inline style winning, class toggles
// @html <style>p { color: #333; font-size: 14px; } .note { color: blue; } #main .note { color: green; } .card { display: flex; width: 200px; height: 50px; background-color: rgb(250, 250, 250); }
// @html .hidden { display: none; } .big { font-size: 2em; } .late { color: red; } .late { color: orange; } div.card.warn { background-color: #fc0; }</style>
// @html <div id="main"><p id="plain">Plain</p><p id="note" class="note">Note</p><div id="card" class="card warn"><span id="inner">Inner</span></div><p id="styled" class="note" style="color: purple">Styled</p><p id="late" class="late">Late</p><div id="wrap" class="big"><p id="bigp">Big</p><span id="bigspan">Span</span></div></div>
const css = (id, prop) => getComputedStyle(document.getElementById(id))[prop];
console.log(`plain: ${css('plain', 'color')} ${css('plain', 'fontSize')}`);
console.log(`note: ${css('note', 'color')} (id + class beats class)`);
console.log(`card: ${css('card', 'display')} ${css('card', 'width')} ${css('card', 'height')} ${css('card', 'backgroundColor')}`);
console.log(`inner inherits color: ${css('inner', 'color')}, display ${css('inner', 'display')}`);
console.log(`inline wins: ${css('styled', 'color')}`);
console.log(`later rule wins: ${css('late', 'color')}`);
console.log(`em sizes: ${css('wrap', 'fontSize')} ${css('bigp', 'fontSize')} ${css('bigspan', 'fontSize')}`);
const card = document.getElementById('card');
card.classList.add('hidden');
console.log(`hidden class: ${css('card', 'display')}`);
card.classList.remove('hidden');
card.style.display = 'grid';
console.log(`inline display: ${css('card', 'display')}, body display ${getComputedStyle(document.body).display}`);
console.log(`defaults: ${css('main', 'color')} ${css('main', 'fontSize')} ${getComputedStyle(document.querySelector('p')).getPropertyValue('font-size')}`);
