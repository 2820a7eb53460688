// A tiny markdown renderer runs in a worker; the page posts two documents and prints the HTML it gets back.
const docs = [
  '# Release notes\n\nThis is **v2.1** with _small_ fixes.\n\n- faster `parse()`\n- fewer bugs\n- [docs](https://example.com/docs)',
  '## Todo\n\n1. write tests\n2. ship it\n\n> quote of the *day*',
];

const worker = new Worker('markdown-worker.js');
let pending = docs.length;

worker.onmessage = (event) => {
  const { id, html, stats } = event.data;
  console.log(`--- doc ${id} (${stats.blocks} blocks, ${stats.inline} inline tags) ---`);
  for (const line of html.split('\n')) console.log(line);
  if (--pending === 0) {
    console.log('all documents rendered');
    worker.terminate();
  }
};

docs.forEach((text, id) => worker.postMessage({ id, text }));
console.log(`posted ${docs.length} documents`);

// @file markdown-worker.js
function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function renderInline(s, stats) {
  const rules = [
    [/`([^`]+)`/g, '<code>$1</code>'],
    [/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'],
    [/\*([^*]+)\*/g, '<em>$1</em>'],
    [/_([^_]+)_/g, '<em>$1</em>'],
    [/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>'],
  ];
  let out = escapeHtml(s);
  for (const [re, rep] of rules) {
    out = out.replace(re, (...m) => {
      stats.inline++;
      return rep.replace('$1', m[1]).replace('$2', m[2]);
    });
  }
  return out;
}

function render(md) {
  const stats = { blocks: 0, inline: 0 };
  const out = [];
  for (const block of md.split(/\n\s*\n/)) {
    stats.blocks++;
    const lines = block.split('\n');
    const h = /^(#{1,6})\s+(.*)$/.exec(block);
    if (h) {
      out.push(`<h${h[1].length}>${renderInline(h[2], stats)}</h${h[1].length}>`);
    } else if (lines.every((l) => /^- /.test(l))) {
      out.push('<ul>', ...lines.map((l) => `  <li>${renderInline(l.slice(2), stats)}</li>`), '</ul>');
    } else if (lines.every((l) => /^\d+\. /.test(l))) {
      out.push('<ol>', ...lines.map((l) => `  <li>${renderInline(l.replace(/^\d+\. /, ''), stats)}</li>`), '</ol>');
    } else if (lines.every((l) => l.startsWith('> '))) {
      out.push(`<blockquote>${renderInline(lines.map((l) => l.slice(2)).join(' '), stats)}</blockquote>`);
    } else {
      out.push(`<p>${renderInline(lines.join(' '), stats)}</p>`);
    }
  }
  return { html: out.join('\n'), stats };
}

self.onmessage = (event) => {
  const { id, text } = event.data;
  const { html, stats } = render(text);
  self.postMessage({ id, html, stats });
};
