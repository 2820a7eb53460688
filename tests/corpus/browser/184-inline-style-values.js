// @html <div id="b" style="color: #F00; width: 10; height: 20px; margin: 1px 2px">x</div>
const b = document.getElementById('b');
console.log(b.style.cssText);
const tries = [['width', '100'], ['width', 100], ['width', '-5px'], ['width', '50%'], ['width', 'calc(100% - 10px)'], ['width', 'auto'], ['width', '1.5em'], ['width', '0'], ['width', 'abc'], ['width', ' 12px '],
  ['color', '#abc'], ['color', '#AABBCC'], ['color', 'RED'], ['color', 'rgb(1,2,3)'], ['color', 'rgba(1, 2, 3, 0.5)'], ['color', 'hsl(120, 100%, 50%)'], ['color', 'notacolor'], ['color', 'transparent'], ['color', '#12345678'], ['color', 'var(--c)'], ['color', 'currentColor'],
  ['opacity', '0.5'], ['opacity', 1], ['opacity', 'x'], ['zIndex', 3], ['zIndex', '1.5'], ['display', 'flex'], ['display', 'bogus'], ['margin', '1px 2px 3px 4px'], ['margin', '1px 2px 3px 4px 5px'], ['padding', '-1px'], ['marginTop', '-4px'],
  ['backgroundColor', 'blue'], ['fontSize', '16px'], ['fontSize', 'large'], ['fontWeight', 'bold'], ['fontWeight', 700], ['transform', 'translateX(10px)'], ['top', '10px'], ['lineHeight', 1.5], ['borderRadius', '4px'], ['border', '1px solid red'], ['visibility', 'hidden'], ['position', 'absolute'], ['position', 'sideways']];
for (const [p, v] of tries) { b.style[p] = ''; b.style[p] = v; console.log(p, JSON.stringify(v), JSON.stringify(b.style[p])); }
b.style.cssText = 'width: nope; height: 5px; color: #fff';
console.log(b.style.cssText, b.getAttribute('style'));
