// Generators: walking a tree with yield* (in-order, pre-order with depth) and yield*'s result.
const tree = {
  value: 'm',
  left: { value: 'f', left: { value: 'a' }, right: { value: 'h' } },
  right: { value: 't', left: { value: 'p' } },
};
function* inOrder(node) {
  if (!node) return;
  yield* inOrder(node.left);
  yield node.value;
  yield* inOrder(node.right);
}
console.log([...inOrder(tree)].join(' '));
function* preOrder(node, depth = 0) {
  if (!node) return 0;
  yield '  '.repeat(depth) + node.value;
  const l = yield* preOrder(node.left, depth + 1);
  const r = yield* preOrder(node.right, depth + 1);
  return 1 + l + r; // the subtree's size, passed up by yield*
}
const walk = preOrder(tree);
let step = walk.next();
while (!step.done) {
  console.log(step.value);
  step = walk.next();
}
console.log('nodes:', step.value);
// yield* works with any iterable: strings, arrays, Sets.
function* mixed() {
  yield* 'ab';
  yield* [1, 2];
  yield* new Set(['x']);
}
console.log([...mixed()]);
