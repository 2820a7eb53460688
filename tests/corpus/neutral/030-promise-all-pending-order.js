// Promise.all keeps index order, not settlement order, and settles after the last input.
const log = (s) => console.log(s);
const resolvers = [];
const make = () => new Promise((r) => resolvers.push(r));
const inputs = [make(), make(), make()];
Promise.all(inputs).then((values) => log('all: ' + values.join(',')));
Promise.resolve()
  .then(() => { log('t1 resolves #2'); resolvers[2]('c'); })
  .then(() => { log('t2 resolves #0'); resolvers[0]('a'); })
  .then(() => { log('t3 resolves #1'); resolvers[1]('b'); })
  .then(() => log('t4'))
  .then(() => log('t5'))
  .then(() => log('t6'));
