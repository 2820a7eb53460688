// With an 'unhandledRejection' listener, the process keeps running and exits with 0.
process.on('unhandledRejection', (reason, promise) => {
  console.log('unhandled:', reason.message, promise instanceof Promise);
});
process.on('exit', (code) => console.log('exit', code));
Promise.reject(new Error('card declined'));
Promise.reject(new Error('address invalid'));
setTimeout(() => console.log('timer still runs'), 1);
