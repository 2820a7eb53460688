// setTimeout and setImmediate pass extra arguments through to their callbacks.
function greet(greeting, who, mark) {
  console.log(greeting + ', ' + who + mark);
}
setTimeout(() => {
  setTimeout(greet, 0, 'Good night', 'timeout', '.');
  setImmediate(greet, 'Hello', 'immediate', '!');
}, 1);
