#!/usr/bin/env node
// Writes a program of several files (one text with `// @file NAME` lines, as
// core/loop/program_files.h reads it) into a folder, so that real node can run it:
//
//   node scripts/split-program.mjs PROGRAM DIR
//
// The text before the first `// @file` line becomes DIR/<PROGRAM's own name>; each
// `// @file NAME` line starts DIR/NAME (folders made as needed), which holds every line up
// to the next such line. The rules are core/loop/program_files.cpp's: the line starts in
// its first column, NAME is a relative path without `.` or `..` segments, and no name is
// used twice. scripts/record-corpus uses it for corpus programs that have such lines.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const [program, dir] = process.argv.slice(2);
if (!program || !dir) {
  console.error('usage: split-program.mjs PROGRAM DIR');
  process.exit(2);
}
const text = readFileSync(program, 'utf8');
const files = [{ name: path.basename(program), text: '' }];
const lines = text.split(/(?<=\n)/);
lines.forEach((line, i) => {
  const m = /^\/\/ @file(?:[ \t]+(.*?))?[ \t\r]*\n?$/.exec(line);
  if (!m) {
    files[files.length - 1].text += line;
    return;
  }
  const name = m[1] || '';
  const bad = !name || name.startsWith('/') || name.split('/').some((s) => s === '' || s === '.' || s === '..')
    || !/^[A-Za-z0-9._\-+@~/]+$/.test(name) || files.some((f) => f.name === name);
  if (bad) {
    console.error(`${program}:${i + 1}: bad // @file line: ${line.trimEnd()}`);
    process.exit(2);
  }
  files.push({ name, text: '' });
});
for (const f of files) {
  const target = path.join(dir, f.name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, f.text);
}
