Promise.reject('plain reason');
