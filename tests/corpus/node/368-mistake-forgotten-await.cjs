// Mistake: forgetting await — you get a Promise, not the value
const db = new Map([['ann', { name: 'Ann', admin: false }]]);
async function getUser(id) {
  await new Promise((r) => setTimeout(r, 5));
  return db.get(id) ?? null;
}
async function saveUser(id, user) {
  await new Promise((r) => setTimeout(r, 5));
  db.set(id, user);
  console.log('  saved', id);
}

async function buggy() {
  const user = getUser('ann'); // missing await
  console.log('user is', typeof user, user instanceof Promise, 'name:', user.name);
  if (user) console.log('truthy check passes even for a missing user:', Boolean(getUser('nobody')));
  saveUser('bob', { name: 'Bob' }); // not awaited: continues before it's saved
  console.log('bob exists right after save?', db.has('bob'));
  const template = `Hello ${getUser('ann')}`;
  console.log(template);
}

async function fixed() {
  const user = await getUser('ann');
  console.log('fixed: name', user.name);
  await saveUser('cid', { name: 'Cid' });
  console.log('cid exists after awaited save?', db.has('cid'));
  const missing = await getUser('nobody');
  console.log('missing user ->', missing);
}

buggy().then(() => {
  console.log('buggy() resolved');
  return fixed();
}).then(() => console.log('bob exists eventually?', db.has('bob')));
