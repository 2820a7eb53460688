// structuredClone of DOM nodes (also nested in an object) throws a DataCloneError naming the element's interface; plain data next to nodes clones fine
// @html <div id="box">Box</div><ul><li id="item">One</li></ul>
for (const make of [() => document.getElementById('box'), () => ({ label: 'x', el: document.getElementById('item') }), () => [document.createTextNode('t')], () => document.createElement('button')]) {
  try {
    structuredClone(make());
    console.log('cloned');
  } catch (e) {
    console.log(`${e.name} ${e instanceof DOMException} code ${e.code}: ${e.message}`);
  }
}
const copy = structuredClone({ id: document.getElementById('box').id, tags: ['a', 'b'], when: new Date(0) });
console.log(`plain data: ${copy.id} ${copy.tags.join('')} ${copy.when.getTime()}`);
