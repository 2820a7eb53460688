// Comments in the markup are Comment nodes (nodeType 8) between text and element siblings; textContent skips them; createComment; TreeWalker with whatToShow and a filter (FILTER_SKIP vs FILTER_REJECT), parentNode/firstChild/nextSibling; NodeIterator over comments
// @html <section id="doc"><!-- header --><h2>Title</h2> <p>First <em>bold</em> text</p><!--note--><p class="skip">Hidden <em>deep</em></p>
// @html <p>Last</p></section>
const doc = document.getElementById('doc');
const first = doc.firstChild;
console.log(`first child: type ${first.nodeType} name ${first.nodeName} data "${first.data}" value "${first.nodeValue}" text "${first.textContent}"`);
console.log(`Node.COMMENT_NODE ${Node.COMMENT_NODE}, children ${doc.childNodes.length}, elements ${doc.children.length}`);
console.log(`types: ${[...doc.childNodes].map((n) => n.nodeType).join(' ')}`);
const h2 = doc.querySelector('h2');
console.log(`h2 previousSibling ${h2.previousSibling.nodeName}, nextSibling ${JSON.stringify(h2.nextSibling.data)}, previousElementSibling ${h2.previousElementSibling}`);
console.log(`textContent skips comments: ${JSON.stringify(doc.textContent)}`);
const c = document.createComment('added later');
doc.appendChild(c);
console.log(`created: ${c.nodeType} ${c.length} in html: ${doc.innerHTML.endsWith('<!--added later-->')}`);
c.data = 'changed';
console.log(`lastChild now "${doc.lastChild.nodeValue}"`);
const texts = document.createTreeWalker(doc, NodeFilter.SHOW_TEXT);
const seen = [];
while (texts.nextNode()) seen.push(JSON.stringify(texts.currentNode.data));
console.log(`text nodes: ${seen.join(' ')}`);
for (const verdict of [NodeFilter.FILTER_SKIP, NodeFilter.FILTER_REJECT]) {
  const w = document.createTreeWalker(doc, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (n) => (n.className === 'skip' ? verdict : NodeFilter.FILTER_ACCEPT),
  });
  const tags = [];
  for (let n = w.nextNode(); n; n = w.nextNode()) tags.push(n.tagName);
  console.log(`${verdict === NodeFilter.FILTER_SKIP ? 'skip' : 'reject'}: ${tags.join(' ')}`);
}
const w = document.createTreeWalker(doc, NodeFilter.SHOW_ELEMENT);
console.log(`walker root ${w.root.id}, whatToShow ${w.whatToShow}, first ${w.firstChild().tagName}, next ${w.nextSibling().tagName}, into ${w.firstChild().tagName}, up ${w.parentNode().tagName}, last ${w.lastChild().tagName}, prev ${w.previousNode().tagName}`);
const it = document.createNodeIterator(doc, NodeFilter.SHOW_COMMENT);
const notes = [];
for (let n = it.nextNode(); n; n = it.nextNode()) notes.push(n.data.trim());
console.log(`comments: ${notes.join(', ')}; back: ${it.previousNode().data}; reference ${it.referenceNode.data}`);
const byFunction = document.createNodeIterator(doc, NodeFilter.SHOW_ELEMENT, (n) => (n.tagName === 'EM' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP));
console.log(`first em: ${byFunction.nextNode().textContent}, then ${byFunction.nextNode().textContent}, then ${byFunction.nextNode()}`);
