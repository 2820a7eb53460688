// The Promise executor runs synchronously inside the constructor; then-callbacks do not.
console.log('before');
const p = new Promise((resolve) => {
  console.log('executor start');
  resolve('value');
  console.log('executor after resolve');
});
console.log('after constructor');
p.then((v) => console.log('then got', v));
console.log('after then registration');
