// ---------------------------------------------------------------------------------------
// DOM §6 Traversal https://dom.spec.whatwg.org/#traversal: NodeFilter, NodeIterator,
// TreeWalker.

const NodeFilter = {
  FILTER_ACCEPT: 1, FILTER_REJECT: 2, FILTER_SKIP: 3,
  SHOW_ALL: 0xFFFFFFFF, SHOW_ELEMENT: 0x1, SHOW_ATTRIBUTE: 0x2, SHOW_TEXT: 0x4, SHOW_CDATA_SECTION: 0x8,
  SHOW_ENTITY_REFERENCE: 0x10, SHOW_ENTITY: 0x20, SHOW_PROCESSING_INSTRUCTION: 0x40, SHOW_COMMENT: 0x80,
  SHOW_DOCUMENT: 0x100, SHOW_DOCUMENT_TYPE: 0x200, SHOW_DOCUMENT_FRAGMENT: 0x400, SHOW_NOTATION: 0x800,
};
function checkTraversalRoot(root, api) {
  if (!(root instanceof Node)) throw typeError("Failed to execute '" + api + "' on 'Document': parameter 1 is not of type 'Node'.");
}
// §6.1 "filter": whatToShow first, then the filter callback (a function or an object
// with acceptNode), guarded against reentrance.
function filterNode(traverser, node) {
  if (traverser._active) throw domException('InvalidStateError', 'Failed to execute \'' + traverser._api + '\': The filter is already running.');
  const n = node.nodeType - 1;
  if (!((traverser._whatToShow >>> n) & 1)) return NodeFilter.FILTER_SKIP;
  const f = traverser._filter;
  if (f === null) return NodeFilter.FILTER_ACCEPT;
  traverser._active = true;
  try {
    const r = typeof f === 'function' ? f(node) : f.acceptNode(node);
    return Number(r) >>> 0;
  } finally { traverser._active = false; }
}
function initTraverser(t, root, whatToShow, filter, api) {
  hidden(t, '_root', root);
  hidden(t, '_whatToShow', whatToShow === undefined ? 0xFFFFFFFF : Number(whatToShow) >>> 0);
  hidden(t, '_filter', filter === undefined || filter === null ? null : filter);
  hidden(t, '_active', false);
  hidden(t, '_api', api);
}
function followingInTree(node, root) {
  if (node._children.length) return node._children[0];
  for (let n = node; n && n !== root; n = n._parent) { const s = n.nextSibling; if (s) return s; }
  return null;
}
function precedingInTree(node, root) {
  if (node === root) return null;
  let p = node.previousSibling;
  if (!p) return node._parent;
  while (p._children.length) p = p._children[p._children.length - 1];
  return p;
}
class TreeWalker {
  constructor(root, whatToShow, filter, api) { checkTraversalRoot(root, api || 'createTreeWalker'); initTraverser(this, root, whatToShow, filter, 'TreeWalker'); hidden(this, '_current', root); }
  get root() { return this._root; }
  get whatToShow() { return this._whatToShow; }
  get filter() { return this._filter; }
  get currentNode() { return this._current; }
  set currentNode(n) { if (!(n instanceof Node)) throw typeError("Failed to set the 'currentNode' property on 'TreeWalker': The provided value is not of type 'Node'."); this._current = n; }
  parentNode() {
    let node = this._current;
    while (node && node !== this._root) {
      node = node._parent;
      if (node && filterNode(this, node) === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
    return null;
  }
  // §6.2 "traverse children"
  _traverseChildren(first) {
    let node = first ? this._current.firstChild : this._current.lastChild;
    while (node) {
      const result = filterNode(this, node);
      if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
      if (result === NodeFilter.FILTER_SKIP) { const child = first ? node.firstChild : node.lastChild; if (child) { node = child; continue; } }
      while (node) {
        const sibling = first ? node.nextSibling : node.previousSibling;
        if (sibling) { node = sibling; break; }
        const parent = node._parent;
        if (!parent || parent === this._root || parent === this._current) return null;
        node = parent;
      }
    }
    return null;
  }
  firstChild() { return this._traverseChildren(true); }
  lastChild() { return this._traverseChildren(false); }
  // §6.2 "traverse siblings"
  _traverseSiblings(next) {
    let node = this._current;
    if (node === this._root) return null;
    for (;;) {
      let sibling = next ? node.nextSibling : node.previousSibling;
      while (sibling) {
        node = sibling;
        const result = filterNode(this, node);
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
        sibling = next ? node.firstChild : node.lastChild;
        if (result === NodeFilter.FILTER_REJECT || !sibling) sibling = next ? node.nextSibling : node.previousSibling;
      }
      node = node._parent;
      if (!node || node === this._root) return null;
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) return null;
    }
  }
  nextSibling() { return this._traverseSiblings(true); }
  previousSibling() { return this._traverseSiblings(false); }
  previousNode() {
    let node = this._current;
    while (node !== this._root) {
      let sibling = node.previousSibling;
      while (sibling) {
        node = sibling;
        let result = filterNode(this, node);
        while (result !== NodeFilter.FILTER_REJECT && node.lastChild) { node = node.lastChild; result = filterNode(this, node); }
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
        sibling = node.previousSibling;
      }
      if (node === this._root || !node._parent) return null;
      node = node._parent;
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
    return null;
  }
  nextNode() {
    let node = this._current;
    let result = NodeFilter.FILTER_ACCEPT;
    for (;;) {
      while (result !== NodeFilter.FILTER_REJECT && node.firstChild) {
        node = node.firstChild;
        result = filterNode(this, node);
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
      }
      let sibling = null, temporary = node;
      while (temporary) {
        if (temporary === this._root) return null;
        sibling = temporary.nextSibling;
        if (sibling) { node = sibling; break; }
        temporary = temporary._parent;
      }
      if (!temporary) return null;
      result = filterNode(this, node);
      if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
  }
}
// SIMPLIFIED: removing the iterator's reference node from the tree does not move the
// reference (the DOM's "NodeIterator pre-removing steps" are not run).
class NodeIterator {
  constructor(root, whatToShow, filter) {
    checkTraversalRoot(root, 'createNodeIterator');
    initTraverser(this, root, whatToShow, filter, 'NodeIterator');
    hidden(this, '_reference', root); hidden(this, '_before', true);
  }
  get root() { return this._root; }
  get whatToShow() { return this._whatToShow; }
  get filter() { return this._filter; }
  get referenceNode() { return this._reference; }
  get pointerBeforeReferenceNode() { return this._before; }
  // §6.1 "traverse"
  _traverse(next) {
    let node = this._reference, before = this._before;
    for (;;) {
      if (next) {
        if (!before) { node = followingInTree(node, this._root); if (!node) return null; } else before = false;
      } else {
        if (before) { node = precedingInTree(node, this._root); if (!node) return null; } else before = true;
      }
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) break;
    }
    this._reference = node; this._before = before;
    return node;
  }
  nextNode() { return this._traverse(true); }
  previousNode() { return this._traverse(false); }
  detach() {}
}

