// A linked list built by constructors that construct the rest of the list, 2 500 deep,
// and a tree whose constructor recurses through a derived class's super().
class ListNode {
  constructor(n) {
    this.value = n;
    this.next = n > 0 ? new ListNode(n - 1) : null;
  }
}
let list = new ListNode(2500);
let length = 0;
for (let node = list; node; node = node.next) length++;
console.log('list length', length);

class Base {
  constructor(depth) {
    this.depth = depth;
  }
}
class Tree extends Base {
  constructor(depth) {
    super(depth);
    this.child = depth > 0 ? new Tree(depth - 1) : null;
  }
}
let tree = new Tree(2000);
let deepest = tree;
while (deepest.child) deepest = deepest.child;
console.log('tree', tree.depth, deepest.depth, deepest instanceof Base);

function Plain(n) {
  if (n > 0) this.inner = new Plain(n - 1);
  this.n = n;
}
let plain = new Plain(2500);
console.log('plain', plain.n, plain.inner.inner.n);
try {
  (function Forever() { return new Forever(); })();
} catch (e) {
  console.log(e instanceof RangeError, e.message);
}
