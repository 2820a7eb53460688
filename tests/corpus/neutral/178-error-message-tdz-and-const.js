// V8's messages for temporal dead zone access and assignment to a constant.
try {
  console.log(later);
  let later = 1;
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
const fixed = 1;
try {
  fixed = 2;
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
try {
  new Klass();
  class Klass {}
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
