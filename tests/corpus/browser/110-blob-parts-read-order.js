// Blob and File: parts from strings, typed arrays, ArrayBuffers and other blobs; size, type normalization, slice with negative offsets; text()/arrayBuffer()/bytes() resolve in a later task (after the script's microtasks and a 0 ms timer), in the order they were called; new Response(blob).text() reads it too
const header = new Uint8Array([0x47, 0x49, 0x46]);
const blob = new Blob(['ab', header, new Blob(['-end']), header.buffer], { type: 'Image/GIF' });
console.log(`size ${blob.size} type ${blob.type} tag ${Object.prototype.toString.call(blob)}`);
console.log(`bad type "${new Blob(['x'], { type: 'text/é' }).type}", empty ${new Blob().size}, coerced ${new Blob([1, null, true]).size}`);
const tail = blob.slice(-3);
const middle = blob.slice(2, 5, 'Application/Octet-Stream');
console.log(`slices ${tail.size} ${middle.size} ${middle.type} ${blob.slice(4, 1).size} ${blob.slice(0, 100).size}`);
blob.text().then((t) => console.log(`text ${JSON.stringify(t)}`));
tail.arrayBuffer().then((ab) => console.log(`tail bytes ${new Uint8Array(ab).join(',')} is ArrayBuffer ${ab instanceof ArrayBuffer}`));
middle.bytes().then((u) => console.log(`middle ${u.constructor.name} ${u.join(',')}`));
const file = new File(['{"ok":true}'], 'data.json', { type: 'application/json', lastModified: 1700000000000 });
console.log(`file ${file.name} ${file.size} ${file.type} ${file.lastModified} blob? ${file instanceof Blob}`);
file.text().then((t) => {
  console.log(`file parsed ok=${JSON.parse(t).ok}`);
  return new Response(file).text();
}).then((t) => console.log(`response text ${t}`));
const utf = new Blob(['héllo €']);
console.log(`utf-8 size ${utf.size}`);
utf.slice(0, 2).text().then((t) => console.log(`half a character: ${t.length} chars, last is U+FFFD ${t.charCodeAt(1) === 0xfffd}`));
Promise.resolve().then(() => console.log('microtask 1')).then(() => console.log('microtask 2'));
setTimeout(() => console.log('timeout 0'), 0);
console.log('script end');
