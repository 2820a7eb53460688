// A promise rejected by a timer is caught by try/catch around await; finally runs after the catch.
function failLater(ms, msg) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(msg)), ms));
}
async function run() {
  try {
    console.log('waiting for failure');
    await failLater(20, 'it broke');
    console.log('not reached');
  } catch (e) {
    console.log(`caught: ${e.message}`);
  } finally {
    console.log('finally');
  }
  return 'recovered';
}
run().then((v) => console.log(v));
setTimeout(() => console.log('timer 10 runs first'), 10);
