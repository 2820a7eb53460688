// Without an 'unhandledRejection' listener, an unhandled rejection reaches 'uncaughtException' with that origin.
process.on('uncaughtException', (err, origin) => {
  console.log(origin + ':', err.message);
});
Promise.reject(new Error('printer jammed'));
setTimeout(() => console.log('program carries on'), 1);
