// console.log, info and debug write to stdout; warn and error write to stderr (not recorded here).
console.log('log line');
console.info('info line');
console.debug('debug line');
console.warn('warn line (stderr)');
console.error('error line (stderr)');
console.info('info with values', [1, 2], { a: 1 });
console.debug('%s via debug', 'formatted');
console.log('last line');
