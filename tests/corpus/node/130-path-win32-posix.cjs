// path.posix and path.win32 side by side: separators, join, normalize, basename, dirname, extname and isAbsolute on Windows paths (drive letters, UNC shares, both slashes)
const path = require('path');
const { win32, posix } = path;
console.log(`sep ${JSON.stringify(win32.sep)} ${posix.sep}, delimiter ${win32.delimiter} ${posix.delimiter}, posix is path: ${posix === path}`);
const samples = ['C:\\Users\\ada\\..\\bob\\notes.txt', 'C:/projects/site/', '\\\\fileserver\\share\\reports\\q1.tar.gz', 'docs\\guide\\..\\intro.md', 'C:', 'C:\\', 'archive.', '.env', 'logs\\'];
for (const p of samples) {
  console.log(JSON.stringify({ p, normalize: win32.normalize(p), base: win32.basename(p), dir: win32.dirname(p), ext: win32.extname(p), abs: win32.isAbsolute(p) }));
}
console.log(win32.join('C:\\app', 'src', '..', 'dist', 'main.js'));
console.log(win32.join('build', '/out/', 'x.exe'), win32.join(''), win32.join('\\\\srv', 'pub', 'f.txt'));
console.log(win32.basename('C:\\temp\\report.pdf', '.pdf'), win32.isAbsolute('/root'), win32.isAbsolute('D:relative'));
console.log(posix.join('/srv', 'www', '..', 'app'), posix.basename('C:\\temp\\report.pdf'), posix.isAbsolute('C:\\x'));
