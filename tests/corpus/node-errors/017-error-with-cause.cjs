const err = new Error('outer', { cause: new Error('inner') });
throw err;
