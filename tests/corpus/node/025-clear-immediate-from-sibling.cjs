// An immediate can cancel a later immediate of the same batch with clearImmediate.
const handles = {};
handles.a = setImmediate(() => {
  console.log('a: cancelling c');
  clearImmediate(handles.c);
});
handles.b = setImmediate(() => console.log('b'));
handles.c = setImmediate(() => console.log('c'));
handles.d = setImmediate(() => console.log('d'));
