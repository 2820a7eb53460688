// RegExp: realistic text processing: parsing URLs and converting a little Markdown to HTML.
const url = /^(?<scheme>https?):\/\/(?<host>[^/:?#]+)(?::(?<port>\d+))?(?<path>\/[^?#]*)?(?:\?(?<query>[^#]*))?(?:#(?<hash>.*))?$/;
for (const u of ['https://example.com:8080/a/b?x=1&y=two#top', 'http://localhost/', 'ftp://nope', 'https://site.org?q=regex']) {
  const m = url.exec(u);
  if (!m) { console.log('not a web URL:', u); continue; }
  const { scheme, host, port = '(default)', path = '/', query = '' } = m.groups;
  const params = Object.fromEntries([...query.matchAll(/([^&=]+)=([^&]*)/g)].map(([, k, v]) => [k, v]));
  console.log(scheme, host, port, path, params);
}

const md = `# Title
Some *emphasis*, **strong** text and \`code\`.
- item one
- item [link](http://x.y)`;
const html = md
  .replace(/^# (.*)$/gm, '<h1>$1</h1>')
  .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
  .replace(/\*(.+?)\*/g, '<i>$1</i>')
  .replace(/`([^`]+)`/g, '<code>$1</code>')
  .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>')
  .replace(/^- (.*)$/gm, '<li>$1</li>');
console.log(html);
// Slugs: lower case, non-alphanumerics become dashes, no dashes at the ends.
const slug = (t) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
console.log(slug('  Hello, World! Ça va? '), slug('Regular Expressions 101'));
