// Without an encoding readFileSync opens the file first: Node's frames are openSync's.
import { readFileSync } from 'node:fs';
const bytes = readFileSync('/no/such/image.png');
console.log(bytes.length);
