// setTimeout with a string: the code runs when the timer fires, in the global scope (a
// SyntaxError is reported then and the other timers go on).
var hits = 0;
function tick(label) { hits++; console.log('tick', label, hits); }
setTimeout('tick("a")', 10);
setTimeout("tick('b'); console.log(typeof hits)", 20);
setTimeout('syntax error here', 30);
setTimeout(() => console.log('after the bad one'), 40);
