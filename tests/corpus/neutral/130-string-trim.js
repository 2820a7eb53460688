// trim/trimStart/trimEnd remove spaces, tabs and newlines from the ends only.
const s = '  \t hello world \n ';
console.log('[' + s.trim() + ']');
console.log('[' + s.trimStart() + ']');
console.log('[' + s.trimEnd() + ']');
console.log('[' + '   '.trim() + ']', '[' + 'no-space'.trim() + ']');
console.log(' a b '.trim().length);
