Promise.reject(5);
