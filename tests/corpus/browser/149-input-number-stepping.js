// @html <input type="number" id="qty" min="1" max="10" step="1" value="3"><input type="number" id="price" step="0.25" value="1.1"><input type="number" id="free">
// @html <input type="range" id="vol"><input type="number" id="anystep" step="any" value="2"><input type="text" id="txt" value="5"><input type="number" id="based" min="0.5" step="2">
// <input type=number>: stepUp/stepDown (clamped to min/max, snapping off-grid values),
// valueAsNumber both ways, value sanitization, and the errors of non-steppable inputs.
const $ = (id) => document.getElementById(id);
const qty = $('qty'), price = $('price'), free = $('free'), vol = $('vol'), based = $('based');
qty.addEventListener('input', () => console.log('input event on qty?'));
qty.stepUp();
console.log(`qty stepUp -> ${qty.value} (${typeof qty.valueAsNumber} ${qty.valueAsNumber})`);
qty.stepUp(20);
console.log(`qty stepUp(20) -> ${qty.value}`);
qty.stepDown(4);
console.log(`qty stepDown(4) -> ${qty.value}`);
qty.value = '0';
qty.stepDown();
console.log(`below min then stepDown -> ${qty.value}`);
qty.value = '';
qty.stepUp();
console.log(`empty then stepUp -> ${qty.value}`);
price.stepUp();
console.log(`price 1.1 stepUp (off grid) -> ${price.value}`);
price.stepUp(3);
console.log(`price stepUp(3) -> ${price.value}`);
price.stepDown(7);
console.log(`price stepDown(7) -> ${price.value}`);
free.stepDown(2);
console.log(`free stepDown(2) -> ${free.value}; valueAsNumber=${free.valueAsNumber}`);
free.value = 'abc';
console.log(`free = 'abc' -> ${JSON.stringify(free.value)} NaN? ${Number.isNaN(free.valueAsNumber)}`);
free.value = ' 7';
console.log(`free = ' 7' -> ${JSON.stringify(free.value)}`);
free.value = '1e3';
console.log(`free = '1e3' -> ${free.value} ${free.valueAsNumber}`);
free.valueAsNumber = 42.5;
console.log(`valueAsNumber = 42.5 -> ${free.value}`);
free.valueAsNumber = NaN;
console.log(`valueAsNumber = NaN -> ${JSON.stringify(free.value)}`);
try { free.valueAsNumber = Infinity; } catch (e) { console.log(`Infinity: ${e.name}`); }
based.stepUp();
console.log(`based (min 0.5 step 2) stepUp -> ${based.value}; again -> ${(based.stepUp(), based.value)}`);
vol.stepUp(5);
console.log(`range default stepUp(5) -> ${vol.value} min=${vol.min || '(none)'}`);
try { $('anystep').stepUp(); } catch (e) { console.log(`step=any: ${e.name}`); }
try { $('txt').stepUp(); } catch (e) { console.log(`text input: ${e.name}`); }
console.log(`text valueAsNumber: ${$('txt').valueAsNumber}`);
try { $('txt').valueAsNumber = 3; } catch (e) { console.log(`text set valueAsNumber: ${e.name}`); }
console.log(`reflected: min=${qty.min} max=${qty.max} step=${qty.step} type=${qty.type}`);
