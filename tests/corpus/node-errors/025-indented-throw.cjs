  throw new Error('indented');
