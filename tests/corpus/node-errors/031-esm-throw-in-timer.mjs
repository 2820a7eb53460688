setTimeout(() => { throw new Error('esm timer'); }, 1);
