// String escapes: \n \t \\ \' \" \x41 \u0041 \u{1F600} and line continuation.
console.log('tab:\t|newline:\nsecond line');
console.log('backslash \\ single \' double " and "\'mixed\'"');
console.log('\x41\x42\x43', '\u0041\u00e9', '\u{1F600}'.length, '\u{1F600}');
console.log('a\
b');
console.log('\0'.length, '\0'.charCodeAt(0), '\v\f\r'.length);
console.log("emoji code points: " + [...'\u{1F600}\u{1F601}'].length);
console.log('\u{41}\u{62}', '\u00A9 2024');
console.log('\d\e', '\d'.length);
