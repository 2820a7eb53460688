// Mistake: not returning inside .then, and the Promise-constructor anti-pattern
const fetchUser = (id) => new Promise((r) => setTimeout(() => r({ id, name: `user${id}` }), 5));
const fetchPosts = (user) => new Promise((r) => setTimeout(() => r([`${user.name}-post1`, `${user.name}-post2`]), 5));

fetchUser(1)
  .then((user) => {
    fetchPosts(user); // forgot `return`
  })
  .then((posts) => {
    console.log('posts without return:', posts);
    return fetchUser(2).then(fetchPosts);
  })
  .then((posts) => {
    console.log('posts with return:', posts.join(','));
    return new Promise((resolve, reject) => {
      // anti-pattern: wrapping a promise and forgetting the error path
      fetchUser(3).then((u) => {
        if (u.id === 3) throw new Error('user 3 is banned');
        resolve(u);
      });
      setTimeout(() => resolve('fallback: outer promise would hang without this'), 20);
    });
  })
  .then((v) => console.log('anti-pattern result:', v))
  .then(() => {
    const p = Promise.resolve(1);
    p.then((v) => v + 1);
    p.then((v) => console.log('then on the original, not the chain:', v));
    return p.then((v) => v + 1).then((v) => v * 10);
  })
  .then((v) => console.log('chained:', v))
  .then(() => Promise.resolve(Promise.resolve('nested promises flatten')))
  .then((v) => console.log(v))
  .then(() => ({ then(resolve) { resolve('thenable adopted'); } }))
  .then((v) => console.log(v))
  .then(() => { throw 'a string, not an Error'; })
  .catch((e) => console.log('caught:', typeof e, e))
  .then(() => console.log('chain continues after catch'));

process.on('unhandledRejection', (e) => console.log('unhandled from the anti-pattern:', e.message));
