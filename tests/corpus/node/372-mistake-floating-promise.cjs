// Mistake: try/catch around code that does not await does not catch async errors
process.on('unhandledRejection', (err) => {
  console.log('UNHANDLED:', err.message);
});

async function sendEmail(to) {
  await null;
  if (!to.includes('@')) throw new Error(`invalid address ${to}`);
  return `sent to ${to}`;
}

function handler() {
  try {
    sendEmail('nobody');
    console.log('handler: "success" (the error has not happened yet)');
  } catch (e) {
    console.log('never reached:', e.message);
  }
}
handler();

async function handlerAwait() {
  try {
    await sendEmail('still-nobody');
  } catch (e) {
    console.log('awaited version caught:', e.message);
  }
}
handlerAwait();

async function returnsWithoutAwait() {
  try {
    return sendEmail('x'); // returned, not awaited: catch below does not run
  } catch (e) {
    console.log('inner catch never runs');
  }
}
returnsWithoutAwait().catch((e) => console.log('caller caught instead:', e.message));

setTimeout(() => {
  try {
    setTimeout(() => { throw new Error('thrown in timer'); }, 0);
  } catch (e) {
    console.log('never');
  }
}, 5);
process.on('uncaughtException', (err, origin) => {
  console.log('uncaughtException:', err.message, origin);
});
const p = Promise.reject(new Error('then without catch'));
p.then(() => console.log('no')).finally(() => console.log('finally runs but does not handle'));
console.log('sync end');
