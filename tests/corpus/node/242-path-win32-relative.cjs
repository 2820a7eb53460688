// path.win32.relative, resolve and toNamespacedPath on absolute Windows paths (drive
// letters in any case, UNC shares, mixed separators), as Node computes them on Linux.
const { win32 } = require('path');
const cases = [['C:\\orandea\\test\\aaa', 'C:\\orandea\\impl\\bbb'], ['C:\\a\\b', 'C:\\a\\b\\c\\d'], ['c:\\A', 'C:\\a\\x'], ['C:\\', 'D:\\x'],
  ['\\\\srv\\share\\a', '\\\\srv\\share\\b\\c'], ['C:\\foo\\bar', 'C:\\foo'], ['C:\\', 'C:\\x\\y'], ['C:\\x\\y', 'C:\\'], ['rel\\a', 'rel\\b'], ['C:/mixed/seps', 'C:\\mixed\\other']];
for (const [a, b] of cases) console.log(JSON.stringify([a, b]), JSON.stringify(win32.relative(a, b)));
for (const r of [['C:\\a', 'b', '..\\c'], ['\\\\srv\\sh', 'x'], ['a', 'C:\\b', 'c'], ['C:\\a\\', '.'], ['/posix/ish', 'x']])
  console.log(JSON.stringify(r), JSON.stringify(win32.resolve(...r)));
for (const p of ['C:\\long', '\\\\srv\\share\\f', '\\\\?\\C:\\x']) console.log(JSON.stringify(p), JSON.stringify(win32.toNamespacedPath(p)));
