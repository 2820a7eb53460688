// @html <div id="pane" style="width:120px;height:40px;padding:5px 10px;border:2px solid black"></div><input id="field">
// WheelEvent (deltas, deltaMode constants, passive listeners), FocusEvent relatedTarget,
// InputEvent fields, CompositionEvent, and other constructed UI events.
const pane = document.getElementById('pane');
pane.addEventListener('wheel', (e) => {
  e.preventDefault();
  console.log(`wheel dx=${e.deltaX} dy=${e.deltaY} dz=${e.deltaZ} mode=${e.deltaMode} ctrl=${e.ctrlKey} client=${e.clientX},${e.clientY} defaultPrevented=${e.defaultPrevented}`);
}, { passive: true });
const w = new WheelEvent('wheel', { deltaY: 120, deltaX: -3.5, deltaMode: WheelEvent.DOM_DELTA_LINE, ctrlKey: true, clientX: 4, clientY: 9, bubbles: true, cancelable: true });
console.log(`dispatch returned ${pane.dispatchEvent(w)}; instanceof MouseEvent ${w instanceof MouseEvent} UIEvent ${w instanceof UIEvent}`);
console.log(`constants ${WheelEvent.DOM_DELTA_PIXEL} ${WheelEvent.DOM_DELTA_LINE} ${WheelEvent.DOM_DELTA_PAGE} on instance ${w.DOM_DELTA_PAGE}`);
const d = new WheelEvent('wheel');
console.log(`defaults dx=${d.deltaX} dy=${d.deltaY} mode=${d.deltaMode} bubbles=${d.bubbles} button=${d.button}`);
const f = new FocusEvent('focus', { relatedTarget: pane });
console.log(`FocusEvent relatedTarget=${f.relatedTarget.id} detail=${f.detail} view=${f.view}`);
const i = new InputEvent('beforeinput', { inputType: 'insertText', data: 'x', isComposing: true, cancelable: true });
console.log(`InputEvent inputType=${i.inputType} data=${i.data} isComposing=${i.isComposing} dataTransfer=${i.dataTransfer} ranges=${i.getTargetRanges().length}`);
const plain = new InputEvent('input');
console.log(`plain InputEvent inputType=${JSON.stringify(plain.inputType)} data=${plain.data}`);
const c = new CompositionEvent('compositionend', { data: 'ñ' });
console.log(`CompositionEvent data=${c.data} is UIEvent ${c instanceof UIEvent}`);
const p = new PointerEvent('pointerdown', { pointerId: 3, pointerType: 'pen', pressure: 0.5, isPrimary: true });
console.log(`PointerEvent id=${p.pointerId} type=${p.pointerType} pressure=${p.pressure} primary=${p.isPrimary} width=${p.width}`);
const t = new TransitionEvent('transitionend', { propertyName: 'opacity', elapsedTime: 0.3 });
const a = new AnimationEvent('animationstart', { animationName: 'spin' });
const pr = new ProgressEvent('progress', { lengthComputable: true, loaded: 5, total: 10 });
console.log(`TransitionEvent ${t.propertyName} ${t.elapsedTime}; AnimationEvent ${a.animationName} ${a.elapsedTime}; ProgressEvent ${pr.loaded}/${pr.total} ${pr.lengthComputable}`);
console.log(`DragEvent dataTransfer=${new DragEvent('dragstart').dataTransfer} ClipboardEvent clipboardData=${new ClipboardEvent('copy').clipboardData}`);
console.log(`names: ${[w, f, i, c, p, t, a, pr].map((e) => e.constructor.name).join(' ')}`);
