Promise.resolve().then(() => {
    throw new TypeError('in then');
});
