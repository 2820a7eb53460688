await Promise.reject(new Error('tla'));
