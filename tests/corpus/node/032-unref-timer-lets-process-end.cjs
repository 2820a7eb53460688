// An unref()'d timer does not keep the process alive; the program ends when the ref'd work is done.
process.on('exit', (code) => console.log('exit', code));
const reminder = setTimeout(() => console.log('never: reminder'), 50);
console.log('unref returns the timer:', reminder.unref() === reminder);
console.log('hasRef after unref:', reminder.hasRef());
setTimeout(() => console.log('ref timer done'), 5);
