// path.parse / format / extname / relative / normalize / dirname edge cases (POSIX).
const path = require('path');
const show = (label, v) => console.log(label.padEnd(34), JSON.stringify(v));
for (const p of ['.bashrc', '/.bashrc', 'dir/.env', '/', '', '.', '..', 'a..', 'a.', '..b', 'a/b/', '/a/b//', '//x', 'x/y.tar.gz', './rel/file.txt', '/only']) {
  show('parse ' + JSON.stringify(p), path.parse(p));
}
for (const p of ['.bashrc', 'a..', '..', 'a.', 'x/.y.z', 'file.', '.', '/a.b/c']) show('extname ' + JSON.stringify(p), path.extname(p));
for (const p of ['', '/', '//', 'a', '/a', 'a/b/', '/a//b//', './x']) show('dirname ' + JSON.stringify(p), path.dirname(p));
for (const p of ['', '.', './', 'a/../..', '/..', '//a//b/', 'a/./b/../c/', '../../x']) show('normalize ' + JSON.stringify(p), path.normalize(p));
show('relative same', path.relative('/a/b', '/a/b'));
show('relative up', path.relative('/a/b/c', '/a'));
show('relative down', path.relative('/a', '/a/b/c'));
show('relative root', path.relative('/', '/x/y'));
show('format root+base', path.format({ root: '/', base: 'f.txt' }));
show('format dir=root', path.format({ root: '/', dir: '/', base: 'f.txt' }));
show('format name+ext no dot', path.format({ name: 'n', ext: 'md' }));
show('format base wins', path.format({ dir: 'd', base: 'b.js', name: 'x', ext: '.y' }));
show('format empty', path.format({}));
show('basename ext', [path.basename('/a/b.js', '.js'), path.basename('/a/b.js', 'b.js'), path.basename('/a/b/', ''), path.basename('.js', '.js')]);
show('roundtrip', path.format(path.parse('/home/u/notes.txt')));
try { path.parse(42); } catch (e) { console.log(e.code); }
