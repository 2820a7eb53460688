// A rejection reported as unhandled and handled later emits 'rejectionHandled'.
process.on('unhandledRejection', (reason) => console.log('unhandledRejection:', reason.message));
process.on('rejectionHandled', (p) => console.log('rejectionHandled, same promise:', p === late));
const late = Promise.reject(new Error('parcel lost'));
setTimeout(() => {
  console.log('attaching catch');
  late.catch((e) => console.log('caught at last:', e.message));
}, 5);
setTimeout(() => console.log('done'), 20);
