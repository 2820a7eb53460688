// The binary Unicode properties a pattern may name (ECMA-262's table of them), beyond the
// everyday ones: bidi controls, mirrored brackets, graphemes, ideographs, radicals.
const samples = ['\u200E', '(', '»', 'a', '\u0301', '漢', '⺀', 'i', '·', '⿰', '⿲', 'ſ', 'ŉ', 'Ⅰ', 'ᾼ', '\u0E40'];
const props = ['Bidi_Control', 'Bidi_C', 'Bidi_Mirrored', 'Bidi_M', 'Grapheme_Base', 'Gr_Base', 'Grapheme_Extend', 'Gr_Ext',
  'Unified_Ideograph', 'UIdeo', 'Radical', 'Soft_Dotted', 'SD', 'Extender', 'Ext', 'IDS_Binary_Operator', 'IDSB',
  'IDS_Trinary_Operator', 'IDST', 'Deprecated', 'Dep', 'Changes_When_Casemapped', 'CWCM', 'Changes_When_Titlecased', 'CWT',
  'Changes_When_NFKC_Casefolded', 'CWKCF', 'Logical_Order_Exception', 'LOE'];
for (const p of props) {
  const re = new RegExp(`^\\p{${p}}$`, 'u');
  const not = new RegExp(`^\\P{${p}}$`, 'u');
  console.log(p.padEnd(28), samples.map((s) => (re.test(s) ? '1' : '0')).join(''), samples.every((s) => re.test(s) !== not.test(s)));
}
console.log('Bidi_C in text:', 'a\u200Fb\u202Ec'.replace(/\p{Bidi_C}/gu, '|'));
console.log('mirrored:', [...'f(x) = [y] < z'].filter((c) => /\p{Bidi_M}/u.test(c)).join(''));
try { new RegExp('\\p{Bidi_Controls}', 'u'); } catch (e) { console.log(e.name, e.message); }
