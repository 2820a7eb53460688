#!/usr/bin/env node
// Generates ui/text/bidi_data.inc: the Unicode character data the Bidirectional
// Algorithm (UAX #9, ui/text/bidi.cpp) needs, from the Unicode Character Database files
// of Debian's `unicode-data` package (scripts/setup installs it):
//   - Bidi_Class as ranges of code points, from extracted/DerivedBidiClass.txt, whose
//     @missing lines give the defaults of unassigned code points (R in the Hebrew block,
//     AL in the Arabic ones, ET in Currency Symbols, ...). Left_To_Right is the default
//     and is not listed, so the table keeps only the other classes;
//   - Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type from BidiBrackets.txt, with each
//     bracket's pair named by its opening bracket's canonical decomposition: BD16 matches
//     canonical equivalents, so U+2329 pairs with U+3009 and U+3008 with U+232A;
//   - Bidi_Mirroring_Glyph from BidiMirroring.txt, and Bidi_Mirrored (UnicodeData.txt
//     field 9): a mirrored character without a mirroring glyph (∛) needs the font's.
// UnicodeData.txt is also read to check that every assigned code point's class agrees.
// Usage: node scripts/gen-bidi-data.mjs [ucd folder, default /usr/share/unicode] > ui/text/bidi_data.inc
import { readFileSync } from 'node:fs';

const ucd = process.argv[2] ?? '/usr/share/unicode';
const MAX = 0x10ffff;
const read = (name) => readFileSync(`${ucd}/${name}`, 'utf8');
const hex = (s) => parseInt(s, 16);
const fmt = (cp) => '0x' + cp.toString(16).toUpperCase();

// "# DerivedBidiClass-15.0.0.txt" names the version on its first line.
function version(text, name) {
    const m = /^# \S+-(\d+\.\d+\.\d+)\.txt/.exec(text);
    if (!m) throw new Error(`${name}: no version on the first line`);
    return m[1];
}

// Data lines as [first, last, fields...], comments dropped.
function records(text) {
    const out = [];
    for (const raw of text.split('\n')) {
        const line = raw.replace(/#.*/, '').trim();
        if (!line) continue;
        const fields = line.split(';').map((f) => f.trim());
        const [a, b] = fields[0].split('..');
        out.push([hex(a), hex(b ?? a), ...fields.slice(1)]);
    }
    return out;
}

// Long value names of @missing lines to the short ones the data lines use.
const longNames = {
    Left_To_Right: 'L', Right_To_Left: 'R', Arabic_Letter: 'AL', European_Number: 'EN',
    European_Separator: 'ES', European_Terminator: 'ET', Arabic_Number: 'AN',
    Common_Separator: 'CS', Nonspacing_Mark: 'NSM', Boundary_Neutral: 'BN',
    Paragraph_Separator: 'B', Segment_Separator: 'S', White_Space: 'WS', Other_Neutral: 'ON',
    Left_To_Right_Embedding: 'LRE', Left_To_Right_Override: 'LRO',
    Right_To_Left_Embedding: 'RLE', Right_To_Left_Override: 'RLO',
    Pop_Directional_Format: 'PDF', Left_To_Right_Isolate: 'LRI', Right_To_Left_Isolate: 'RLI',
    First_Strong_Isolate: 'FSI', Pop_Directional_Isolate: 'PDI',
};

// --- Bidi_Class ---
const derivedText = read('extracted/DerivedBidiClass.txt');
const unicodeVersion = version(derivedText, 'DerivedBidiClass.txt');
const bidiClass = new Array(MAX + 1).fill('L');
// @missing lines come in order from the widest (everything L) to the narrowest, so each
// overrides the ones before it.
for (const m of derivedText.matchAll(/^# @missing: ([0-9A-F]+)\.\.([0-9A-F]+); (\w+)$/gm)) {
    const cls = longNames[m[3]];
    if (!cls) throw new Error(`DerivedBidiClass.txt: unknown @missing value ${m[3]}`);
    bidiClass.fill(cls, hex(m[1]), hex(m[2]) + 1);
}
for (const [first, last, cls] of records(derivedText)) bidiClass.fill(cls, first, last + 1);

// Cross-check against UnicodeData.txt (field 4), whose "<..., First>"/"<..., Last>" pairs
// stand for ranges; field 9 is Bidi_Mirrored.
const unicodeDataText = read('UnicodeData.txt');
const mirrored = new Array(MAX + 1).fill(false);
const decomposition = new Map(); // singleton canonical decompositions, for brackets
let rangeStart = -1;
for (const line of unicodeDataText.split('\n')) {
    if (!line) continue;
    const f = line.split(';');
    const cp = hex(f[0]);
    if (f[1].endsWith(', First>')) { rangeStart = cp; continue; }
    const first = f[1].endsWith(', Last>') ? rangeStart : cp;
    for (let c = first; c <= cp; c++) {
        if (bidiClass[c] !== f[4]) throw new Error(`U+${fmt(c)}: UnicodeData.txt says ${f[4]}, DerivedBidiClass.txt ${bidiClass[c]}`);
        mirrored[c] = f[9] === 'Y';
    }
    if (/^[0-9A-F]+$/.test(f[5])) decomposition.set(cp, hex(f[5]));
}

const classRanges = [];
for (let cp = 0; cp <= MAX; cp++) {
    if (bidiClass[cp] === 'L') continue;
    const last = classRanges[classRanges.length - 1];
    if (last && last[1] === cp - 1 && last[2] === bidiClass[cp]) last[1] = cp;
    else classRanges.push([cp, cp, bidiClass[cp]]);
}

// --- Brackets ---
const bracketsText = read('BidiBrackets.txt');
const canonical = (cp) => decomposition.get(cp) ?? cp;
const brackets = [];
for (const [cp, , pair, type] of records(bracketsText)) {
    const opening = type === 'o' ? cp : hex(pair);
    brackets.push([cp, canonical(opening), type === 'o' ? 'Open' : 'Close']);
}

// --- Mirroring ---
const mirroringText = read('BidiMirroring.txt');
const mirrorGlyphs = records(mirroringText).map(([cp, , glyph]) => [cp, hex(glyph)]);
const mirroredRanges = [];
for (let cp = 0; cp <= MAX; cp++) {
    if (!mirrored[cp]) continue;
    const last = mirroredRanges[mirroredRanges.length - 1];
    if (last && last[1] === cp - 1) last[1] = cp;
    else mirroredRanges.push([cp, cp]);
}

// UnicodeData.txt names no version; the other files must agree with DerivedBidiClass.txt.
for (const [text, name] of [[bracketsText, 'BidiBrackets.txt'], [mirroringText, 'BidiMirroring.txt']]) {
    if (version(text, name) !== unicodeVersion) throw new Error(`${name} is not Unicode ${unicodeVersion}`);
}

const out = [];
out.push(`// Generated by scripts/gen-bidi-data.mjs from the Unicode Character Database ${unicodeVersion}`);
out.push(`// (Debian 12's unicode-data package, ${ucd}). Do not edit.`);
function table(decl, items, width = 110) {
    out.push(`${decl} = {`);
    let line = '   ';
    for (const item of items) {
        const text = ` { ${item.join(', ')} },`;
        if (line.length + text.length > width) { out.push(line); line = '   '; }
        line += text;
    }
    if (line.trim()) out.push(line);
    out.push('};');
}
out.push('// Bidi_Class of every code point not Left_To_Right, sorted.');
table('static constexpr BidiClassRange kBidiClassRanges[]',
    classRanges.map(([a, b, c]) => [fmt(a), fmt(b), `BidiClass::${c}`]));
out.push('// Paired brackets, sorted: code point, canonical opening bracket of its pair, type.');
table('static constexpr BidiBracket kBidiBrackets[]',
    brackets.map(([cp, pair, type]) => [fmt(cp), fmt(pair), `BracketType::${type}`]));
out.push('// Bidi_Mirroring_Glyph, sorted: code point, its mirror image.');
table('static constexpr BidiMirrorGlyph kBidiMirrorGlyphs[]', mirrorGlyphs.map(([a, b]) => [fmt(a), fmt(b)]));
out.push('// Bidi_Mirrored=Yes, sorted ranges.');
table('static constexpr BidiCodePointRange kBidiMirroredRanges[]', mirroredRanges.map(([a, b]) => [fmt(a), fmt(b)]));
console.log(out.join('\n'));
