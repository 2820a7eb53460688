throw new Error('top');
