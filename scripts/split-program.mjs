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
// used twice. scripts/record-corpus uses it for corpus programs that have such lines, and
// scripts/check-lesson-facts.mjs (through writeProgramFiles) for lesson blocks.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const hasFileSections = (text) => /^\/\/ @file[ \t]/m.test(text);

// [{ name, text }]: the main file (named mainName) and the others, or throws.
export function splitProgram(text, mainName) {
  const files = [{ name: mainName, text: '' }];
  text.split(/(?<=\n)/).forEach((line, i) => {
    const m = /^\/\/ @file(?:[ \t]+(.*?))?[ \t\r]*\n?$/.exec(line);
    if (!m) {
      files[files.length - 1].text += line;
      return;
    }
    const name = m[1] || '';
    const bad = !name || name.startsWith('/') || name.split('/').some((s) => s === '' || s === '.' || s === '..')
      || !/^[A-Za-z0-9._\-+@~/]+$/.test(name) || files.some((f) => f.name === name);
    if (bad) throw new Error(`line ${i + 1}: bad // @file line: ${line.trimEnd()}`);
    files.push({ name, text: '' });
  });
  return files;
}

// Writes the files of `text` into `dir`; the main file is `dir/mainName`.
export function writeProgramFiles(text, mainName, dir) {
  for (const f of splitProgram(text, mainName)) {
    const target = path.join(dir, f.name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.text);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [program, dir] = process.argv.slice(2);
  if (!program || !dir) {
    console.error('usage: split-program.mjs PROGRAM DIR');
    process.exit(2);
  }
  try {
    writeProgramFiles(readFileSync(program, 'utf8'), path.basename(program), dir);
  } catch (e) {
    console.error(`${program}: ${e.message}`);
    process.exit(2);
  }
}
