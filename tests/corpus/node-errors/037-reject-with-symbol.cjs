Promise.reject(Symbol('s'));
