// ES module: fs.promises.writeFile then readFile of a /tmp file; the text round-trips.
import fs from 'node:fs';
const file = '/tmp/evloop-corpus-087-guests.txt';
const guests = ['ada', 'alan', 'grace'];
await fs.promises.writeFile(file, guests.join(','));
const back = await fs.promises.readFile(file, 'utf8');
console.log('read back:', back);
console.log('same list:', back.split(',').length === guests.length);
console.log('exists now:', fs.existsSync(file));
