// A classic worker pulling in helper libraries with importScripts(): they run synchronously in order and share globals; a missing one throws a NetworkError.
const worker = new Worker('app-worker.js');
worker.onmessage = (e) => console.log(e.data);
worker.postMessage('Hello, Worker World');
// @file app-worker.js
var loadOrder = [];
importScripts('vendor/slugify.js', 'vendor/wordcount.js');
postMessage('loaded: ' + loadOrder.join(', '));

try {
  importScripts('vendor/missing.js');
} catch (e) {
  postMessage(`${e.name}: ${e.message}`);
}

importScripts('vendor/slugify.js'); // no caching of the evaluation: it runs again
postMessage('loaded: ' + loadOrder.join(', '));

onmessage = (e) => {
  postMessage(`slug=${slugify(e.data)} words=${wordCount(e.data)} helpersOnSelf=${typeof self.slugify}`);
};
// @file vendor/slugify.js
loadOrder.push('slugify');
function slugify(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
// @file vendor/wordcount.js
loadOrder.push('wordcount (sees slugify: ' + (typeof slugify) + ')');
var wordCount = (text) => text.split(/\s+/).filter(Boolean).length;
