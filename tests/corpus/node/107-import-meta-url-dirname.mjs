// import.meta.url is a file: URL of the script; fileURLToPath and import.meta.dirname/filename locate it.
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
const filename = fileURLToPath(import.meta.url);
const dirname = path.dirname(filename);
console.log(import.meta.url.startsWith('file:///'), import.meta.url.endsWith('/107-import-meta-url-dirname.mjs'));
console.log(path.basename(filename), filename === import.meta.filename, dirname === import.meta.dirname);
console.log(path.basename(dirname), path.isAbsolute(dirname));
console.log(pathToFileURL(filename).href === import.meta.url, Object.keys(import.meta).sort());
const dataFile = path.join(dirname, 'data', 'config.json');
console.log(path.relative(dirname, dataFile), import.meta.resolve('./data/config.json') === pathToFileURL(dataFile).href);
console.log(import.meta.resolve('node:fs'), import.meta.resolve('path'), typeof import.meta.resolve);
console.log(import.meta === import.meta, Object.getPrototypeOf(import.meta));
