throw new Error('esm top');
