// Arrays of more than six short strings are also grouped into columns.
console.log(['a', 'bb', 'ccc', 'dd', 'e', 'ff', 'ggg', 'h', 'ii', 'jjj']);
console.log('abcdefghijklmnopqrstuvwxyz'.split(''));
console.log(['apple', 'banana', 'cherry', 'date', 'elderberry', 'fig', 'grape']);
console.log([1, 'two', 3, 'four', 5, 'six', 7, 'eight']);
