const p = Promise.reject(new Error('late'));
setTimeout(() => {}, 10);
