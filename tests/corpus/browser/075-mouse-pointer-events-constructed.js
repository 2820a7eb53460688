// Constructed MouseEvent and PointerEvent: clientX/Y, button, modifiers and pointer fields, dispatched to a listener; a real click's event reports its type and button
// @html <button id="b">Press</button>
// @input click #b @ 100ms
// @until 500
const b = document.getElementById('b');
b.addEventListener('click', (e) => {
  console.log(`click: ${e.constructor.name} button=${e.button} trusted=${e.isTrusted} ctrl=${e.ctrlKey} detail=${e.detail} bubbles=${e.bubbles}`);
});
b.addEventListener('pointerdown', (e) => console.log(`pointerdown: ${e.pointerType} primary=${e.isPrimary} button=${e.button}`));
const m = new MouseEvent('click', { clientX: 12, clientY: 34, button: 2, shiftKey: true, bubbles: true, cancelable: true });
console.log(`mouse: ${m.clientX},${m.clientY} button=${m.button} shift=${m.shiftKey} alt=${m.altKey} trusted=${m.isTrusted} ${m instanceof UIEvent} ${m instanceof Event}`);
b.dispatchEvent(m);
const p = new PointerEvent('pointerdown', { pointerId: 7, pointerType: 'pen', isPrimary: true, clientX: 5 });
console.log(`pointer: id=${p.pointerId} type=${p.pointerType} primary=${p.isPrimary} x=${p.clientX} ${p instanceof MouseEvent}`);
b.dispatchEvent(p);
const d = new PointerEvent('pointerup');
console.log(`defaults: id=${d.pointerId} type="${d.pointerType}" primary=${d.isPrimary} width=${d.width} button=${d.button}`);
