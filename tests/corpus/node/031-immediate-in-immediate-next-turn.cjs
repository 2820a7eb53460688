// An immediate queued from inside an immediate waits for the next loop turn, behind those already queued.
setImmediate(() => {
  console.log('immediate A');
  setImmediate(() => {
    console.log('immediate C (queued by A)');
    setImmediate(() => console.log('immediate E (queued by C)'));
  });
});
setImmediate(() => console.log('immediate B'));
setImmediate(() => console.log('immediate D'));
