// A realistic mixed structure: objects in arrays in objects, with Maps, classes and functions.
class Task { constructor(id, done) { this.id = id; this.done = done; } }
const state = {
  tasks: [new Task(1, false), new Task(2, true)],
  byId: new Map([[1, 'first']]),
  tags: new Set(['x']),
  render() {},
  meta: { created: 'today', counts: { open: 1, closed: 1 } },
};
console.log(state);
console.log([state.tasks, [state.meta]]);
console.log({ nested: { list: [1, [2, [3, [4]]]] } });
