// Invalid selectors throw a SyntaxError DOMException from querySelector, querySelectorAll, matches and closest, with the method and interface in the message
// @html <div id="card" class="card"><p>Body</p></div>
const card = document.getElementById('card');
const attempts = [
  () => document.querySelector('x!'),
  () => document.querySelectorAll('div >'),
  () => document.querySelector('.'),
  () => document.querySelector(''),
  () => card.querySelector('p:unknown-pseudo'),
  () => card.matches('[data-x'),
  () => card.closest('#1st'),
  () => document.querySelector('a,,b'),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log('no error');
  } catch (e) {
    console.log(`${e.name} (${e instanceof DOMException}, code ${e.code}): ${e.message}`);
  }
}
console.log(`still works: ${card.querySelector('p').textContent}`);
