// element.attributes is a NamedNodeMap of Attr nodes in source order (length, item, index access, getNamedItem, iteration); getAttributeNames, hasAttributes, toggleAttribute with and without force; Attr.value writes through to the element
// @html <input id="email" type="email" name="email" required placeholder="you@example.com"><span id="bare">x</span>
const input = document.getElementById('email');
const attrs = input.attributes;
console.log(`count ${attrs.length}, first ${attrs[0].name}=${attrs[0].value}, item(1) ${attrs.item(1).name}, item(9) ${attrs.item(9)}`);
console.log(`names: ${input.getAttributeNames().join(' ')}`);
console.log(`required attr value "${attrs.getNamedItem('required').value}" nodeType ${attrs.getNamedItem('required').nodeType} owner ${attrs.getNamedItem('required').ownerElement.id}`);
console.log(`missing: ${attrs.getNamedItem('nope')}`);
const pairs = [];
for (const a of input.attributes) pairs.push(`${a.name}:${a.value}`);
console.log(pairs.join(' | '));
input.attributes.getNamedItem('placeholder').value = 'name@site.org';
console.log(`placeholder now ${input.placeholder}`);
const bare = document.getElementById('bare');
bare.removeAttribute('id');
console.log(`hasAttributes ${input.hasAttributes()} ${bare.hasAttributes()} (${bare.attributes.length} attributes)`);
console.log(`toggle disabled -> ${input.toggleAttribute('disabled')} ${input.disabled}`);
console.log(`toggle disabled again -> ${input.toggleAttribute('disabled')} ${input.disabled}`);
console.log(`force true -> ${input.toggleAttribute('readonly', true)}, force true again -> ${input.toggleAttribute('readonly', true)}, value "${input.getAttribute('readonly')}"`);
console.log(`force false -> ${input.toggleAttribute('required', false)}, required ${input.required}`);
console.log(`final: ${[...input.attributes].map((a) => a.name).join(',')}`);
