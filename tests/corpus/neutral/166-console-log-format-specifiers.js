// Format specifiers supported by Node's console.log: %s %d %i %f %o %O %c and %%.
console.log('%s is %d years', 'Ann', 42);
console.log('%i and %d and %f', 3.99, '7.5', '2.25');
console.log('%s|%s|%s', 1.5, null, undefined);
console.log('%s', 'only one', 'extra', 3);
console.log('%d%% done', 50);
console.log('%c styled %c text', 'color: red', 'font-weight: bold');
console.log('missing %s and %d');
console.log('%O', { a: 1, b: [1, 2] });
console.log('%o', 'a string via %o');
console.log('%s', { k: 'v' }, '%s literal in later arg');
console.log('%j is not special in node');
console.log(5, '%s', 'first arg is not a string');
console.log('%d', 'abc', '%i', 'x');
