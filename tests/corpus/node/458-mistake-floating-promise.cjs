// Mistake: "fire and forget" promises — work finishes after you already reported success
const db = [];
function save(record, ms) {
  return new Promise((resolve) =>
    setTimeout(() => {
      db.push(record);
      console.log(`  saved ${record}`);
      resolve();
    }, ms)
  );
}

async function handleRequest() {
  save('order-1', 20); // floating
  save('order-2', 5); // floating
  console.log('handler: reporting success, db has', db.length, 'records');
  return 'OK';
}

async function handleRequestFixed() {
  await Promise.all([save('order-3', 20), save('order-4', 5)]);
  console.log('fixed handler: db has', db.length, 'records');
  return 'OK';
}

(async () => {
  console.log('response:', await handleRequest());
  console.log('right after, db =', JSON.stringify(db));
  console.log('response:', await handleRequestFixed());
  console.log('db =', JSON.stringify(db));

  // a floating rejection handled "later" is still reported
  const p = Promise.reject(new Error('late'));
  await new Promise((r) => setTimeout(r, 10));
  p.catch((e) => console.log('handled late:', e.message));
})();

process.on('unhandledRejection', (reason) => console.log('unhandledRejection event:', reason.message));
process.on('rejectionHandled', () => console.log('rejectionHandled event'));
process.on('warning', (w) => console.log('warning event:', w.name));
