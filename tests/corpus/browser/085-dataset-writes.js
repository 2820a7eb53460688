// dataset reads and writes: camelCase properties map to data-kebab-case attributes both ways, new keys create attributes, delete removes them, Object.keys and 'in'
// @html <article id="post" data-post-id="17" data-author="ada"></article>
const post = document.getElementById('post');
console.log(`postId=${post.dataset.postId} author=${post.dataset.author} missing=${post.dataset.missing}`);
post.dataset.lastSeen = '2024-01-01';
console.log(`attribute: ${post.getAttribute('data-last-seen')}`);
post.dataset.viewCount = 3;
console.log(`viewCount type: ${typeof post.dataset.viewCount}, attribute ${post.getAttribute('data-view-count')}`);
post.setAttribute('data-is-pinned', 'true');
console.log(`from setAttribute: ${post.dataset.isPinned}`);
console.log(`keys: ${Object.keys(post.dataset).join(',')}`);
console.log(`in: ${'author' in post.dataset} ${'nothing' in post.dataset}`);
delete post.dataset.author;
console.log(`after delete: ${post.hasAttribute('data-author')} ${post.dataset.author}`);
post.dataset.author = 'grace';
console.log(`same object: ${post.dataset === post.dataset}, spread: ${JSON.stringify({ ...post.dataset })}`);
const card = document.createElement('div');
card.dataset.userName = 'linus';
console.log(`created element: ${card.outerHTML}`);
