// Bug: forgetting `await` — the check runs against a Promise, not the value.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const users = new Map([['ann', { name: 'ann', admin: false }]]);

async function findUser(name) {
  await sleep(10);
  return users.get(name) ?? null;
}

async function saveUser(u) {
  await sleep(10);
  users.set(u.name, u);
  console.log('  saved', u.name);
}

async function buggy() {
  const user = findUser('zed'); // forgot await
  if (!user) {
    console.log('buggy: user not found');
  } else {
    console.log('buggy: found user?', typeof user, user instanceof Promise, `admin=${user.admin}`);
  }
  saveUser({ name: 'bob', admin: true }); // forgot await: next line runs before the save
  console.log('buggy: has bob right after save?', users.has('bob'));
}

async function fixed() {
  const user = await findUser('zed');
  console.log('fixed: user', user);
  await saveUser({ name: 'cid', admin: false });
  console.log('fixed: has cid right after save?', users.has('cid'));
}

buggy().then(() => console.log('buggy() resolved')).then(fixed).then(() => console.log('users:', [...users.keys()].join(',')));
