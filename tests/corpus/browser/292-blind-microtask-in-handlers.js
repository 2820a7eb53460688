// @html <form id="f"><input id="name" value="Ann"><button id="save" type="button">Save</button></form>
// @input click #save @ 150ms
// queueMicrotask inside event handlers: state updates batched until after the handler
const save = document.getElementById('save');
const name = document.getElementById('name');
let renders = 0;
let scheduled = false;
const state = { saving: false, clicks: 0 };

function render() {
  renders++;
  save.textContent = state.saving ? 'Saving…' : 'Save';
  console.log(`render #${renders}: clicks=${state.clicks} saving=${state.saving}`);
}
function setState(patch) {
  Object.assign(state, patch);
  if (!scheduled) {
    scheduled = true;
    queueMicrotask(() => { scheduled = false; render(); });
  }
}

save.addEventListener('click', () => {
  setState({ clicks: state.clicks + 1 });
  setState({ saving: true });
  console.log(`handler 1 done, button text "${save.textContent}"`);
});
save.addEventListener('click', () => {
  console.log(`handler 2 sees button text "${save.textContent}"`);
  setTimeout(() => {
    setState({ saving: false });
    console.log(`saved ${name.value}`);
  }, 20);
});
document.addEventListener('click', (e) => {
  queueMicrotask(() => console.log(`document-level microtask for ${e.target.id}`));
});
