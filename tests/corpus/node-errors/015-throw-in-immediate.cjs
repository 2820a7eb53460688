setImmediate(() => { throw new Error('imm'); });
console.log('after');
