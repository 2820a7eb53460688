setTimeout(() => {
  throw new Error('in timer');
}, 1);
