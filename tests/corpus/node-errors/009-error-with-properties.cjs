const e = new Error('with props');
e.code = 'E_PROPS';
e.extra = [1, 2];
throw e;
