// Mistake: `var` in a loop shares one binding across all the callbacks
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log('var i =', i), 10);
}

for (let j = 0; j < 3; j++) {
  setTimeout(() => console.log('let j =', j), 20);
}

var handlers = [];
for (var k = 0; k < 3; k++) {
  handlers.push(function () {
    return 'handler sees k = ' + k;
  });
}
console.log(handlers.map((h) => h()));

// the old IIFE fix
var fixed = [];
for (var m = 0; m < 3; m++) {
  (function (m) {
    fixed.push(() => 'IIFE sees m = ' + m);
  })(m);
}
console.log(fixed.map((h) => h()));

// hoisting surprise
console.log('before declaration, hoisted var is', typeof hoisted, hoisted);
var hoisted = 'now set';
try {
  console.log(notYet);
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
let notYet = 1;

// a var inside a block leaks out of it
if (true) {
  var leaked = 'visible outside the block';
}
console.log(leaked);

// setTimeout with a third argument is another fix
for (var n = 0; n < 3; n++) {
  setTimeout((captured) => console.log('passed as argument:', captured, 'but n is', n), 30, n);
}
