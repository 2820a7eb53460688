throw 'esm string';
