function thrower() { throw new Error('from fn'); }
try { thrower(); } catch (e) { console.log('caught'); throw e; }
