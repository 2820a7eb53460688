Promise.reject(new SyntaxError('esm reject'));
