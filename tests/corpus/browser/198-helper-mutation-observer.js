// @html <ul id="chat" class="messages"><li>hello</li></ul><span id="badge">0</span>
// Watch a chat list with MutationObserver: count new messages, attribute changes with
// old values, text edits, takeRecords() and disconnect.
const chat = document.getElementById('chat');
const badge = document.getElementById('badge');
let batches = 0;

const observer = new MutationObserver((records, obs) => {
  batches++;
  console.log(`batch ${batches}: ${records.length} record(s), same observer: ${obs === observer}`);
  for (const r of records) {
    if (r.type === 'childList') {
      const added = [...r.addedNodes].map((n) => n.nodeName + (n.textContent ? `(${n.textContent})` : '')).join(' ');
      const removed = [...r.removedNodes].map((n) => n.nodeName).join(' ');
      console.log(`  childList on ${r.target.nodeName}: +[${added}] -[${removed}] prev=${r.previousSibling ? r.previousSibling.textContent : null}`);
    } else if (r.type === 'attributes') {
      console.log(`  attr ${r.attributeName}: ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.getAttribute(r.attributeName))}`);
    } else {
      console.log(`  text: ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.data)}`);
    }
  }
  badge.textContent = String(chat.children.length);
});

observer.observe(chat, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeOldValue: true,
  attributeFilter: ['class', 'data-state'],
  characterData: true,
  characterDataOldValue: true,
});

function addMessage(text) {
  const li = document.createElement('li');
  li.textContent = text;
  chat.appendChild(li);
  return li;
}

console.log('sync: two messages');
const m1 = addMessage('how are you?');
addMessage('anyone?');
chat.setAttribute('data-state', 'typing');
chat.setAttribute('title', 'ignored by filter');
Promise.resolve().then(() => console.log(`microtask before observer? badge=${badge.textContent}`));

setTimeout(() => {
  console.log('timeout: edit text, remove, class change');
  m1.firstChild.data = 'how are you doing?';
  chat.firstElementChild.remove();
  chat.classList.add('unread');
  chat.classList.remove('messages');
}, 10);

setTimeout(() => {
  addMessage('pending one');
  const pending = observer.takeRecords();
  console.log(`takeRecords: ${pending.length} (${pending.map((r) => r.type).join(',')})`);
  observer.disconnect();
  addMessage('after disconnect');
  chat.dataset.state = 'idle';
  setTimeout(() => {
    console.log(`final: batches=${batches}, badge=${badge.textContent}, items=${chat.children.length}`);
    console.log(chat.outerHTML);
  }, 10);
}, 30);
