throw 'a string';
