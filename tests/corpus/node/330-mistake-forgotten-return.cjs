// Forgetting to return inside a then-chain
function getUser() {
  return new Promise((r) => setTimeout(() => r({ id: 1, name: 'Ann' }), 10));
}
function getOrders(user) {
  return new Promise((r) => setTimeout(() => r([`order-a-${user.id}`, `order-b-${user.id}`]), 10));
}

getUser()
  .then((user) => {
    getOrders(user); // oops, no return
  })
  .then((orders) => {
    console.log('orders (buggy):', orders);
  });

getUser()
  .then((user) => getOrders(user))
  .then((orders) => {
    console.log('orders (fixed):', orders);
  });

const p = Promise.resolve(1)
  .then((x) => { x + 1; })
  .then((x) => console.log('block body without return gives', x))
  .then(() => ({ wrapped: true }))
  .then((x) => console.log('parenthesised object literal:', x))
  .then(() => { wrapped: true })
  .then((x) => console.log('label instead of object:', x));
