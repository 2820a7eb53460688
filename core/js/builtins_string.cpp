// String objects (ECMA-262 §22.1) and the String Iterator (§22.1.5).
//
// Strings are UTF-16 code unit sequences, like JavaScript's. Simplifications, each marked
// SIMPLIFIED where it is implemented:
//   - match/matchAll/replace/replaceAll/search/split dispatch through Symbol.match, ...
//     to RegExp.prototype (builtins_regexp.cpp), as the spec says.
//   - localeCompare is a three-level collation (base letters, then accents, then case)
//     modelled on Node's ICU root collation for Latin text; other scripts compare by code point.
//   - normalize covers Latin, Greek, Cyrillic and kana canonical (de)compositions and the
//     common compatibility mappings; other characters pass through unchanged.
//   - toLocaleUpperCase/toLocaleLowerCase ignore the locale (no Turkish/Lithuanian rules).
// The Unicode algorithms and their generated tables are files of their own: case mapping
// (unicode_case.cpp) and normalization (unicode_normalization.cpp); code_points.h reads and
// writes code points in UTF-16.
#include "core/js/code_points.h"
#include "core/js/intl.h"
#include "core/js/regexp_object.h"
#include "core/js/unicode_case.h"
#include "core/js/unicode_normalization.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cctype>
#include <array>
#include <cmath>
#include <span>

namespace evloop::js {

namespace {

// V8's String::kMaxLength on 64-bit hosts: longer results throw "Invalid string length".
constexpr double kMaxStringLength = (1 << 29) - 24;

// --- collation data ------------------------------------------------------------------------
// Generated, not hand-written: collation weights from Node's localeCompare.

// Root collation weights of the Latin-1 characters without decompositions: primary,
// secondary and tertiary rank. Characters missing here (controls, soft hyphen) are ignorable.
struct Latin1Weights {
    char16_t code_point;
    uint8_t primary;
    uint8_t secondary;
    uint8_t tertiary;
};

constexpr Latin1Weights kLatin1Weights[] = {
    { 0x9, 1, 1, 1 }, { 0xA, 2, 1, 1 }, { 0xB, 3, 1, 1 }, { 0xC, 4, 1, 1 }, { 0xD, 5, 1, 1 },
    { 0x85, 6, 1, 1 }, { 0x20, 7, 1, 1 }, { 0xA0, 7, 1, 2 }, { 0x5F, 8, 1, 1 }, { 0x2D, 9, 1, 1 },
    { 0x2C, 10, 1, 1 }, { 0x3B, 11, 1, 1 }, { 0x3A, 12, 1, 1 }, { 0x21, 13, 1, 1 },
    { 0xA1, 14, 1, 1 }, { 0x3F, 15, 1, 1 }, { 0xBF, 16, 1, 1 }, { 0x2E, 17, 1, 1 },
    { 0xB7, 18, 1, 1 }, { 0x27, 19, 1, 1 }, { 0x22, 20, 1, 1 }, { 0xAB, 21, 1, 1 },
    { 0xBB, 22, 1, 1 }, { 0x28, 23, 1, 1 }, { 0x29, 24, 1, 1 }, { 0x5B, 25, 1, 1 },
    { 0x5D, 26, 1, 1 }, { 0x7B, 27, 1, 1 }, { 0x7D, 28, 1, 1 }, { 0xA7, 29, 1, 1 },
    { 0xB6, 30, 1, 1 }, { 0x40, 31, 1, 1 }, { 0x2A, 32, 1, 1 }, { 0x2F, 33, 1, 1 },
    { 0x5C, 34, 1, 1 }, { 0x26, 35, 1, 1 }, { 0x23, 36, 1, 1 }, { 0x25, 37, 1, 1 },
    { 0x60, 38, 1, 1 }, { 0xB4, 39, 1, 1 }, { 0x5E, 40, 1, 1 }, { 0xAF, 41, 1, 1 },
    { 0xA8, 42, 1, 1 }, { 0xB8, 43, 1, 1 }, { 0xB0, 44, 1, 1 }, { 0xA9, 45, 1, 1 },
    { 0xAE, 46, 1, 1 }, { 0x2B, 47, 1, 1 }, { 0xB1, 48, 1, 1 }, { 0xF7, 49, 1, 1 },
    { 0xD7, 50, 1, 1 }, { 0x3C, 51, 1, 1 }, { 0x3D, 52, 1, 1 }, { 0x3E, 53, 1, 1 },
    { 0xAC, 54, 1, 1 }, { 0x7C, 55, 1, 1 }, { 0xA6, 56, 1, 1 }, { 0x7E, 57, 1, 1 },
    { 0xA4, 58, 1, 1 }, { 0xA2, 59, 1, 1 }, { 0x24, 60, 1, 1 }, { 0xA3, 61, 1, 1 },
    { 0xA5, 62, 1, 1 }, { 0x30, 63, 1, 1 }, { 0x31, 64, 1, 1 }, { 0xB9, 64, 1, 2 },
    { 0xBD, 65, 1, 1 }, { 0xBC, 66, 1, 1 }, { 0x32, 67, 1, 1 }, { 0xB2, 67, 1, 2 },
    { 0x33, 68, 1, 1 }, { 0xB3, 68, 1, 2 }, { 0xBE, 69, 1, 1 }, { 0x34, 70, 1, 1 },
    { 0x35, 71, 1, 1 }, { 0x36, 72, 1, 1 }, { 0x37, 73, 1, 1 }, { 0x38, 74, 1, 1 },
    { 0x39, 75, 1, 1 }, { 0x61, 76, 1, 1 }, { 0x41, 76, 1, 2 }, { 0xAA, 76, 1, 3 },
    { 0xE6, 77, 1, 1 }, { 0xC6, 77, 1, 2 }, { 0x62, 78, 1, 1 }, { 0x42, 78, 1, 2 },
    { 0x63, 79, 1, 1 }, { 0x43, 79, 1, 2 }, { 0x64, 80, 1, 1 }, { 0x44, 80, 1, 2 },
    { 0xF0, 80, 2, 1 }, { 0xD0, 80, 2, 2 }, { 0x65, 81, 1, 1 }, { 0x45, 81, 1, 2 },
    { 0x66, 82, 1, 1 }, { 0x46, 82, 1, 2 }, { 0x67, 83, 1, 1 }, { 0x47, 83, 1, 2 },
    { 0x68, 84, 1, 1 }, { 0x48, 84, 1, 2 }, { 0x69, 85, 1, 1 }, { 0x49, 85, 1, 2 },
    { 0x6A, 86, 1, 1 }, { 0x4A, 86, 1, 2 }, { 0x6B, 87, 1, 1 }, { 0x4B, 87, 1, 2 },
    { 0x6C, 88, 1, 1 }, { 0x4C, 88, 1, 2 }, { 0x6D, 89, 1, 1 }, { 0x4D, 89, 1, 2 },
    { 0x6E, 90, 1, 1 }, { 0x4E, 90, 1, 2 }, { 0x6F, 91, 1, 1 }, { 0x4F, 91, 1, 2 },
    { 0xBA, 91, 1, 3 }, { 0xF8, 91, 2, 1 }, { 0xD8, 91, 2, 2 }, { 0x70, 92, 1, 1 },
    { 0x50, 92, 1, 2 }, { 0x71, 93, 1, 1 }, { 0x51, 93, 1, 2 }, { 0x72, 94, 1, 1 },
    { 0x52, 94, 1, 2 }, { 0x73, 95, 1, 1 }, { 0x53, 95, 1, 2 }, { 0xDF, 96, 1, 1 },
    { 0x74, 97, 1, 1 }, { 0x54, 97, 1, 2 }, { 0x75, 98, 1, 1 }, { 0x55, 98, 1, 2 },
    { 0x76, 99, 1, 1 }, { 0x56, 99, 1, 2 }, { 0x77, 100, 1, 1 }, { 0x57, 100, 1, 2 },
    { 0x78, 101, 1, 1 }, { 0x58, 101, 1, 2 }, { 0x79, 102, 1, 1 }, { 0x59, 102, 1, 2 },
    { 0x7A, 103, 1, 1 }, { 0x5A, 103, 1, 2 }, { 0xFE, 104, 1, 1 }, { 0xDE, 104, 1, 2 },
    { 0xB5, 105, 1, 1 },
};

// Secondary ranks of the combining diacritics U+0300..U+036F in root collation order.
constexpr uint8_t kDiacriticRanks[0x70] = {
    5, 4, 7, 14, 19, 24, 6, 15, 11, 25, 9, 13, 8, 20, 20, 26, // 0300
    27, 28, 20, 2, 3, 20, 21, 21, 21, 21, 20, 29, 21, 21, 21, 21, // 0310
    21, 30, 31, 32, 33, 34, 35, 17, 18, 21, 21, 21, 21, 36, 37, 21, // 0320
    38, 39, 1, 21, 40, 23, 22, 22, 16, 41, 21, 21, 21, 20, 20, 20, // 0330
    5, 4, 10, 2, 12, 42, 20, 21, 21, 21, 20, 20, 20, 21, 21, 0, // 0340
    20, 20, 20, 21, 21, 21, 21, 20, 43, 21, 21, 20, 21, 20, 20, 21, // 0350
    44, 45, 21, 46, 49, 51, 53, 56, 47, 48, 50, 52, 54, 55, 57, 58, // 0360
};

// --- whitespace ----------------------------------------------------------------------------

// WhiteSpace and LineTerminator (§12.2, §12.3), which trim removes.
bool is_whitespace_or_line_terminator(char16_t c)
{
    return c == 0x09 || c == 0x0A || c == 0x0B || c == 0x0C || c == 0x0D || c == 0x20 || c == 0xA0 || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000
        || c == 0xFEFF;
}

// --- collation (localeCompare) -------------------------------------------------------------

struct CollationElement {
    uint64_t primary;   // 0: ignorable at the first level
    uint16_t secondary; // accents
    uint16_t tertiary;  // case and variants
};

constexpr uint16_t kCommonSecondary = 1;
constexpr uint16_t kVariantSecondary = 200; // æ, ß, ſ: after every diacritic

// kLatin1Weights by code point (null for the ignorable characters).
const Latin1Weights* latin1_weights(char32_t cp)
{
    static const std::array<const Latin1Weights*, 0x100> by_code_point = [] {
        std::array<const Latin1Weights*, 0x100> index {};
        for (const Latin1Weights& w : kLatin1Weights)
            index[w.code_point] = &w;
        return index;
    }();
    return cp < 0x100 ? by_code_point[cp] : nullptr;
}

// Primary weights: the Latin-1 ranks spaced out by 4 (so that a few letters fit between two
// of them) and shifted left by 24 bits (so that code points fit between two of them).
uint64_t primary_weight(char16_t latin1, unsigned offset = 0)
{
    return (static_cast<uint64_t>(latin1_weights(latin1)->primary) * 4 + offset) << 24;
}

// Letters outside the table sort after all of them, by code point; U+FFFD sorts last.
constexpr uint64_t kOtherLettersPrimary = uint64_t { 1 } << 40;
constexpr uint64_t kLastPrimary = uint64_t { 1 } << 48;

void append_letter(std::vector<CollationElement>& out, char16_t ascii_letter, bool upper, uint16_t extra_secondary = 0)
{
    out.push_back({ primary_weight(ascii_letter), kCommonSecondary, static_cast<uint16_t>(upper ? 2 : 1) });
    if (extra_secondary)
        out.push_back({ 0, extra_secondary, 1 });
}

// The collation elements of one code point of an NFD string.
void append_collation_elements(std::vector<CollationElement>& out, char32_t cp)
{
    // Combining diacritics weigh only at the secondary level.
    if (cp >= 0x300 && cp <= 0x36F) {
        if (cp != 0x34F) // COMBINING GRAPHEME JOINER is fully ignorable
            out.push_back({ 0, static_cast<uint16_t>(2 + 2 * kDiacriticRanks[cp - 0x300]), 1 });
        return;
    }
    if (combining_class(cp) != 0) {
        out.push_back({ 0, static_cast<uint16_t>(150 + combining_class(cp) % 50), 1 });
        return;
    }
    // Letters that sort as a base letter plus a secondary difference, or as two letters.
    auto stroke = [](int diacritic_rank) { return static_cast<uint16_t>(3 + 2 * diacritic_rank); };
    switch (cp) {
    case 0xE6: append_letter(out, 'a', false, kVariantSecondary); append_letter(out, 'e', false); return; // æ
    case 0xC6: append_letter(out, 'a', true, kVariantSecondary); append_letter(out, 'e', true); return;   // Æ
    case 0x153: append_letter(out, 'o', false, kVariantSecondary); append_letter(out, 'e', false); return; // œ
    case 0x152: append_letter(out, 'o', true, kVariantSecondary); append_letter(out, 'e', true); return;   // Œ
    case 0xDF: append_letter(out, 's', false, kVariantSecondary); append_letter(out, 's', false); return;  // ß
    case 0x1E9E: append_letter(out, 's', true, kVariantSecondary); append_letter(out, 's', true); return;  // ẞ
    case 0x17F: append_letter(out, 's', false, kVariantSecondary - 1); return;                            // ſ
    case 0xF8: append_letter(out, 'o', false, stroke(15)); return;     // ø: between õ and o̸
    case 0xD8: append_letter(out, 'o', true, stroke(15)); return;      // Ø
    case 0x142: append_letter(out, 'l', false, stroke(16)); return;    // ł: after l̸
    case 0x141: append_letter(out, 'l', true, stroke(16)); return;     // Ł
    case 0x111: append_letter(out, 'd', false, stroke(23)); return;    // đ: after d̵
    case 0x110: append_letter(out, 'd', true, stroke(23)); return;     // Đ
    case 0xF0: append_letter(out, 'd', false, stroke(23) + 1); return; // ð: after đ
    case 0xD0: append_letter(out, 'd', true, stroke(23) + 1); return;  // Ð
    case 0x127: append_letter(out, 'h', false, stroke(23)); return;    // ħ
    case 0x126: append_letter(out, 'h', true, stroke(23)); return;     // Ħ
    case 0x167: append_letter(out, 't', false, stroke(23)); return;    // ŧ
    case 0x166: append_letter(out, 't', true, stroke(23)); return;     // Ŧ
    case 0x133: append_letter(out, 'i', false); out.push_back({ primary_weight('j'), kCommonSecondary, 3 }); return; // ĳ
    case 0x132: append_letter(out, 'i', true); out.push_back({ primary_weight('j'), kCommonSecondary, 4 }); return;  // Ĳ
    case 0x131: out.push_back({ primary_weight('i', 2), kCommonSecondary, 1 }); return; // ı: between i and j
    case 0x14B: out.push_back({ primary_weight('n', 2), kCommonSecondary, 1 }); return; // ŋ: after n
    case 0x14A: out.push_back({ primary_weight('n', 2), kCommonSecondary, 2 }); return; // Ŋ
    case 0xB5: cp = 0x3BC; break; // µ sorts as Greek mu
    default: break;
    }
    if (cp < 0x100) {
        if (const Latin1Weights* w = latin1_weights(cp))
            out.push_back({ primary_weight(w->code_point), w->secondary, w->tertiary });
        return; // controls and the soft hyphen are ignorable
    }
    // Lone surrogates sort as U+FFFD, after everything else.
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFD) {
        out.push_back({ kLastPrimary, kCommonSecondary, 1 });
        return;
    }
    // Compatibility characters (ligatures like ǅ and ﬁ, fullwidth letters) sort as what they
    // decompose to, differing at the third level.
    if (const CompatDecomposition* d = find_compat_decomposition(cp); d || (cp >= 0xFF01 && cp <= 0xFF5E)) {
        std::u32string expansion;
        decompose(cp, true, expansion);
        size_t first = out.size();
        for (char32_t c : expansion)
            append_collation_elements(out, c);
        for (size_t i = first; i < out.size(); ++i)
            out[i].tertiary = static_cast<uint16_t>(out[i].tertiary + 4);
        return;
    }
    // Everything else sorts by code point: letters after the Latin ones (lowercase first),
    // other characters (symbols, punctuation) after the Latin-1 symbols, before the currency
    // signs and digits.
    bool letter = is_cased(cp) || (cp >= 0x370 && cp < 0x2000) || (cp >= 0x3040 && cp < 0xD800) || (cp >= 0xF900 && cp < 0xFB50)
        || (cp >= 0x20000 && cp < 0x40000);
    if (letter) {
        char32_t lower = simple_lower(cp);
        out.push_back({ kOtherLettersPrimary + lower, kCommonSecondary, static_cast<uint16_t>(lower != cp ? 2 : 1) });
        return;
    }
    out.push_back({ primary_weight('~', 1) + cp, kCommonSecondary, 1 });
}

std::vector<CollationElement> collation_elements(std::u16string_view s, const CollatorOptions& o = {})
{
    std::vector<CollationElement> out;
    std::u32string cps = to_code_points(normalize_string(s, NormalizationForm::NFD));
    for (size_t i = 0; i < cps.size(); ++i) {
        char32_t cp = cps[i];
        // Intl.Collator's ignorePunctuation: spaces and ASCII punctuation weigh nothing.
        // SIMPLIFIED: only ASCII punctuation and the usual spaces.
        if (o.ignore_punctuation && ((cp < 0x80 && !std::isalnum(static_cast<int>(cp))) || cp == 0xA0 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x3000))
            continue;
        // Intl.Collator's numeric: a run of digits sorts by its value (ICU ignores its
        // leading zeros at every level); one element ranks the run by its length.
        if (o.numeric && cp >= '0' && cp <= '9') {
            size_t j = i;
            while (j < cps.size() && cps[j] >= '0' && cps[j] <= '9')
                ++j;
            size_t first = i;
            while (first + 1 < j && cps[first] == '0')
                ++first;
            uint64_t length = std::min<uint64_t>(j - first, 0xFFFF);
            out.push_back({ primary_weight('0') + (length << 8), kCommonSecondary, 1 });
            for (size_t k = first; k < j; ++k)
                append_collation_elements(out, cps[k]);
            i = j - 1;
            continue;
        }
        append_collation_elements(out, cp);
    }
    if (o.upper_first)
        for (CollationElement& ce : out)
            if (ce.tertiary == 1 || ce.tertiary == 2)
                ce.tertiary = static_cast<uint16_t>(3 - ce.tertiary);
    return out;
}

// Compares level by level, skipping elements that are ignorable at that level.
int compare_collation(std::u16string_view a, std::u16string_view b, const CollatorOptions& o = {})
{
    std::vector<CollationElement> x = collation_elements(a, o), y = collation_elements(b, o);
    for (int level = 0; level < 3; ++level) {
        // Intl.Collator's sensitivity: "base" compares the first level only, "accent" two,
        // "case" the first and the third (case), "variant" all three.
        bool compared = o.case_level ? level != 1 : level < o.levels;
        if (!compared)
            continue;
        // The case level of sensitivity "case" weighs the case of base characters only.
        bool case_only = o.case_level;
        auto weight = [level, case_only](const CollationElement& ce) -> uint64_t {
            return level == 0 ? ce.primary : level == 1 ? ce.secondary : (case_only && ce.primary == 0) ? 0 : ce.tertiary;
        };
        size_t i = 0, j = 0;
        for (;;) {
            while (i < x.size() && weight(x[i]) == 0)
                ++i;
            while (j < y.size() && weight(y[j]) == 0)
                ++j;
            if (i == x.size() || j == y.size()) {
                if (i != x.size())
                    return 1;
                if (j != y.size())
                    return -1;
                break;
            }
            if (weight(x[i]) != weight(y[j]))
                return weight(x[i]) < weight(y[j]) ? -1 : 1;
            ++i;
            ++j;
        }
    }
    return 0;
}

// --- shared helpers ---------------------------------------------------------------------------

// The usual first steps of a String.prototype method: RequireObjectCoercible(this value),
// then ToString.
ThrowOr<PrimitiveString*> this_string(VM& vm, CallArgs& args, const char* method)
{
    if (args.this_value.is_nullish())
        return vm.throw_type_error(std::string("String.prototype.") + method + " called on null or undefined");
    return vm.to_string(args.this_value);
}

// 22.1.3.35.1 ThisStringValue ( value )
ThrowOr<PrimitiveString*> this_string_value(VM& vm, Value v, const char* method)
{
    if (v.is_string())
        return v.as_string();
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::String)
        return v.as_object()->primitive_value().as_string();
    return vm.throw_type_error(std::string("String.prototype.") + method + " requires that 'this' be a String");
}

Value string_value(VM& vm, std::u16string s) { return Value(vm.make_string(std::move(s))); }

// Clamps ToIntegerOrInfinity results to [0, length].
size_t clamp_index(double position, size_t length)
{
    if (position <= 0)
        return 0;
    if (position >= static_cast<double>(length))
        return length;
    return static_cast<size_t>(position);
}

// 6.1.4.1 StringIndexOf ( string, searchValue, fromIndex )
std::ptrdiff_t string_index_of(std::u16string_view s, std::u16string_view search, size_t from)
{
    if (search.empty() && from <= s.size())
        return static_cast<std::ptrdiff_t>(from);
    if (from > s.size())
        return -1;
    size_t found = s.find(search, from);
    return found == std::u16string_view::npos ? -1 : static_cast<std::ptrdiff_t>(found);
}

// 10.4.3.4 StringCreate ( value, prototype ): a String exotic object, whose "length" and
// index properties come from the string.
Object* string_create(VM& vm, PrimitiveString* value, Object* prototype)
{
    return vm.heap().allocate<StringObject>(vm, prototype, value, vm.intern(u"length"));
}

ThrowOr<Value> throw_invalid_string_length(VM& vm) { return vm.throw_range_error("Invalid string length"); }

// --- the String constructor -----------------------------------------------------------------

// 22.1.1.1 String ( value )
ThrowOr<Value> string_constructor(VM& vm, CallArgs& args)
{
    PrimitiveString* s;
    // 1. If value is not present, let s be the empty String.
    if (args.count() == 0) {
        s = vm.intern(u"");
    } else {
        Value value = args.arg(0);
        // 2.a. If NewTarget is undefined and value is a Symbol, return SymbolDescriptiveString(value).
        if (!args.new_target && value.is_symbol())
            return string_value(vm, u"Symbol(" + value.as_symbol()->description() + u")");
        // 2.b. Let s be ? ToString(value).
        s = TRY(vm.to_string(value));
    }
    // 3. If NewTarget is undefined, return s.
    if (!args.new_target)
        return Value(s);
    // 4. Return StringCreate(s, ? GetPrototypeFromConstructor(NewTarget, "%String.prototype%")).
    Value proto = TRY(args.new_target->get(vm, vm.key("prototype")));
    return Value(string_create(vm, s, proto.is_object() ? proto.as_object() : vm.intrinsic("String.prototype")));
}

// 22.1.2.1 String.fromCharCode ( ...codeUnits )
ThrowOr<Value> string_from_char_code(VM& vm, CallArgs& args)
{
    std::u16string out;
    out.reserve(args.count());
    for (const Value& v : args.args)
        out.push_back(static_cast<char16_t>(TRY(vm.to_uint32(v)) & 0xFFFF)); // ToUint16
    return string_value(vm, std::move(out));
}

// 22.1.2.2 String.fromCodePoint ( ...codePoints )
ThrowOr<Value> string_from_code_point(VM& vm, CallArgs& args)
{
    std::u16string out;
    for (const Value& v : args.args) {
        // a. Let nextCP be ? ToNumber(next).
        double next = TRY(vm.to_number(v));
        // b-c. If nextCP is not an integral Number in 0..0x10FFFF, throw a RangeError.
        if (!std::isfinite(next) || std::trunc(next) != next || next < 0 || next > 0x10FFFF)
            return vm.throw_range_error("Invalid code point " + number_to_string(next));
        // d. Append UTF16EncodeCodePoint(ℝ(nextCP)).
        append_utf16(out, static_cast<char32_t>(next));
    }
    return string_value(vm, std::move(out));
}

// 22.1.2.4 String.raw ( template, ...substitutions )
ThrowOr<Value> string_raw(VM& vm, CallArgs& args)
{
    // 3. Let cooked be ? ToObject(template).
    Object* cooked = TRY(vm.to_object(args.arg(0)));
    // 4. Let literals be ? ToObject(? Get(cooked, "raw")).
    Value raw = TRY(cooked->get(vm, vm.key("raw")));
    Object* literals = TRY(vm.to_object(raw));
    // 5. Let literalCount be ? LengthOfArrayLike(literals).
    double literal_count = TRY(vm.length_of_array_like(literals));
    if (literal_count <= 0)
        return Value(vm.intern(u""));
    std::u16string r;
    size_t substitutions = args.count() > 0 ? args.count() - 1 : 0;
    for (uint32_t next_index = 0;; ++next_index) {
        Value literal = TRY(literals->get(vm, PropertyKey::index(next_index)));
        r += TRY(vm.to_u16string(literal));
        if (next_index + 1 >= literal_count)
            return string_value(vm, std::move(r));
        if (next_index < substitutions)
            r += TRY(vm.to_u16string(args.args[next_index + 1]));
        if (r.size() > kMaxStringLength)
            return throw_invalid_string_length(vm);
    }
}

// --- String.prototype: characters ---------------------------------------------------------------

// 22.1.3.1 String.prototype.at ( index )
ThrowOr<Value> string_proto_at(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "at"))->string();
    double relative = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double k = relative >= 0 ? relative : static_cast<double>(s.size()) + relative;
    if (k < 0 || k >= static_cast<double>(s.size()))
        return Value();
    return string_value(vm, std::u16string(1, s[static_cast<size_t>(k)]));
}

// 22.1.3.2 String.prototype.charAt ( pos )
ThrowOr<Value> string_proto_char_at(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "charAt"))->string();
    double position = TRY(vm.to_integer_or_infinity(args.arg(0)));
    if (position < 0 || position >= static_cast<double>(s.size()))
        return Value(vm.intern(u""));
    return string_value(vm, std::u16string(1, s[static_cast<size_t>(position)]));
}

// 22.1.3.3 String.prototype.charCodeAt ( pos )
ThrowOr<Value> string_proto_char_code_at(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "charCodeAt"))->string();
    double position = TRY(vm.to_integer_or_infinity(args.arg(0)));
    if (position < 0 || position >= static_cast<double>(s.size()))
        return Value(NAN);
    return Value(static_cast<double>(s[static_cast<size_t>(position)]));
}

// 22.1.3.4 String.prototype.codePointAt ( pos )
ThrowOr<Value> string_proto_code_point_at(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "codePointAt"))->string();
    double position = TRY(vm.to_integer_or_infinity(args.arg(0)));
    if (position < 0 || position >= static_cast<double>(s.size()))
        return Value();
    return Value(static_cast<double>(code_point_at(s, static_cast<size_t>(position)).code_point));
}

// 22.1.3.5 String.prototype.concat ( ...args )
ThrowOr<Value> string_proto_concat(VM& vm, CallArgs& args)
{
    std::u16string r = TRY(this_string(vm, args, "concat"))->string();
    for (const Value& v : args.args) {
        r += TRY(vm.to_u16string(v));
        if (r.size() > kMaxStringLength)
            return throw_invalid_string_length(vm);
    }
    return string_value(vm, std::move(r));
}

// --- String.prototype: searching ----------------------------------------------------------------

// endsWith/includes/startsWith step 3-4: a RegExp argument is a TypeError.
ThrowOr<void> reject_regexp_argument(VM& vm, Value v, const char* method)
{
    if (TRY(is_regexp(vm, v)))
        return vm.throw_type_error(std::string("First argument to String.prototype.") + method + " must not be a regular expression");
    return {};
}

// 22.1.3.7 String.prototype.endsWith ( searchString [ , endPosition ] )
ThrowOr<Value> string_proto_ends_with(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "endsWith"))->string();
    // 3-4. If ? IsRegExp(searchString) is true, throw a TypeError exception.
    TRY(reject_regexp_argument(vm, args.arg(0), "endsWith"));
    // 5. Let searchStr be ? ToString(searchString).
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    // 6-8. Let end be the clamped endPosition (len if undefined).
    size_t end = args.arg(1).is_undefined() ? s.size() : clamp_index(TRY(vm.to_integer_or_infinity(args.arg(1))), s.size());
    // 9-11. If searchLength > end, return false; compare the code units before end.
    if (search.size() > end)
        return Value(false);
    return Value(s.compare(end - search.size(), search.size(), search) == 0);
}

// 22.1.3.8 String.prototype.includes ( searchString [ , position ] )
ThrowOr<Value> string_proto_includes(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "includes"))->string();
    TRY(reject_regexp_argument(vm, args.arg(0), "includes"));
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    size_t start = clamp_index(TRY(vm.to_integer_or_infinity(args.arg(1))), s.size());
    return Value(string_index_of(s, search, start) != -1);
}

// 22.1.3.9 String.prototype.indexOf ( searchString [ , position ] )
ThrowOr<Value> string_proto_index_of(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "indexOf"))->string();
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    size_t start = clamp_index(TRY(vm.to_integer_or_infinity(args.arg(1))), s.size());
    return Value(static_cast<double>(string_index_of(s, search, start)));
}

// 22.1.3.11 String.prototype.lastIndexOf ( searchString [ , position ] )
ThrowOr<Value> string_proto_last_index_of(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "lastIndexOf"))->string();
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    // 5-7. Let numPos be ? ToNumber(position); NaN means +∞, else ToIntegerOrInfinity.
    double num_pos = TRY(vm.to_number(args.arg(1)));
    double pos = std::isnan(num_pos) ? INFINITY : std::trunc(num_pos);
    size_t start = clamp_index(pos, s.size());
    // 10-11. The largest n <= start where searchStr occurs, or -1.
    if (search.size() > s.size())
        return Value(-1.0);
    size_t found = s.rfind(search, std::min(start, s.size() - search.size()));
    return Value(found == std::u16string::npos ? -1.0 : static_cast<double>(found));
}

// 22.1.3.24 String.prototype.startsWith ( searchString [ , position ] )
ThrowOr<Value> string_proto_starts_with(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "startsWith"))->string();
    TRY(reject_regexp_argument(vm, args.arg(0), "startsWith"));
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    size_t start = clamp_index(TRY(vm.to_integer_or_infinity(args.arg(1))), s.size());
    if (start + search.size() > s.size())
        return Value(false);
    return Value(s.compare(start, search.size(), search) == 0);
}

Value create_iter_result_object(VM& vm, Value value, bool done)
{
    // CreateIterResultObject ( value, done )
    Object* result = vm.make_object();
    result->put_direct(vm.key("value"), value);
    result->put_direct(vm.key("done"), Value(done));
    return Value(result);
}

// RegExp: 7.3.14 Invoke and friends for the pattern methods below.
// A method of `value` found through a well-known symbol (GetMethod), or undefined.
ThrowOr<Value> symbol_method(VM& vm, Value value, const char* symbol)
{
    return vm.get_method(value, PropertyKey::symbol(well_known_symbol(vm, symbol)));
}

// RequireObjectCoercible(this value), for the methods that look at a pattern first.
ThrowOr<Value> this_coercible(VM& vm, CallArgs& args, const char* method)
{
    if (args.this_value.is_nullish())
        return vm.throw_type_error(std::string("String.prototype.") + method + " called on null or undefined");
    return args.this_value;
}

// 22.1.3.13 String.prototype.match ( regexp ) and 22.1.3.21 String.prototype.search ( regexp )
ThrowOr<Value> string_match_or_search(VM& vm, CallArgs& args, const char* method, const char* symbol)
{
    // 1. Let O be ? RequireObjectCoercible(this value).
    Value o = TRY(this_coercible(vm, args, method));
    Value regexp = args.arg(0);
    // 2. If regexp is neither undefined nor null, use its @@match / @@search if it has one.
    if (!regexp.is_nullish()) {
        Value matcher = TRY(symbol_method(vm, regexp, symbol));
        if (!matcher.is_undefined()) {
            Value argv[] = { o };
            return vm.call(matcher, regexp, argv);
        }
    }
    // 3-5. Let S be ? ToString(O); let rx be ? RegExpCreate(regexp, undefined); Invoke(rx, @@symbol, « S »).
    PrimitiveString* s = TRY(vm.to_string(o));
    Object* rx = TRY(regexp_create(vm, regexp, nullptr));
    Value fn = TRY(rx->get(vm, PropertyKey::symbol(well_known_symbol(vm, symbol))));
    Value argv[] = { Value(s) };
    return vm.call(fn, Value(rx), argv);
}

ThrowOr<Value> string_proto_match(VM& vm, CallArgs& args) { return string_match_or_search(vm, args, "match", "match"); }
ThrowOr<Value> string_proto_search(VM& vm, CallArgs& args) { return string_match_or_search(vm, args, "search", "search"); }

// A global RegExp is required by matchAll and by replaceAll with a RegExp (step 2.b).
ThrowOr<void> require_global_flag(VM& vm, Value regexp, const char* method)
{
    if (!TRY(is_regexp(vm, regexp)))
        return {};
    Value flags = TRY(vm.get(regexp, "flags"));
    if (flags.is_nullish())
        return vm.throw_type_error("String.prototype." + std::string(method) + " called with a RegExp whose flags are null or undefined");
    std::u16string text = TRY(vm.to_u16string(flags));
    if (text.find(u'g') == std::u16string::npos)
        return vm.throw_type_error("String.prototype." + std::string(method) + " called with a non-global RegExp argument");
    return {};
}

// 22.1.3.14 String.prototype.matchAll ( regexp )
ThrowOr<Value> string_proto_match_all(VM& vm, CallArgs& args)
{
    Value o = TRY(this_coercible(vm, args, "matchAll"));
    Value regexp = args.arg(0);
    // 2. If regexp is neither undefined nor null: a RegExp must be global; use its @@matchAll.
    if (!regexp.is_nullish()) {
        TRY(require_global_flag(vm, regexp, "matchAll"));
        Value matcher = TRY(symbol_method(vm, regexp, "matchAll"));
        if (!matcher.is_undefined()) {
            Value argv[] = { o };
            return vm.call(matcher, regexp, argv);
        }
    }
    // 3-5. Let S be ? ToString(O); let rx be ? RegExpCreate(regexp, "g"); Invoke(rx, @@matchAll, « S »).
    PrimitiveString* s = TRY(vm.to_string(o));
    Object* rx = TRY(regexp_create(vm, regexp, u"g"));
    Value fn = TRY(rx->get(vm, PropertyKey::symbol(well_known_symbol(vm, "matchAll"))));
    Value argv[] = { Value(s) };
    return vm.call(fn, Value(rx), argv);
}

// --- String.prototype: comparing and converting ---------------------------------------------------

// 22.1.3.12 String.prototype.localeCompare ( that [ , reserved1 [ , reserved2 ] ] )
// ECMA-402 19.1.1: an Intl.Collator(locales, options) compares (builtins_intl_collator.cpp).
// SIMPLIFIED: the root collation approximation above; every locale is en-US.
ThrowOr<Value> string_proto_locale_compare(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "localeCompare"));
    vm.keep_alive(s);
    ThrowOr<std::u16string> that = vm.to_u16string(args.arg(0));
    ThrowOr<CollatorOptions> options = that.is_throw() ? ThrowOr<CollatorOptions>(Thrown {}) : collator_options(vm, args.arg(1), args.arg(2));
    vm.release(s);
    if (options.is_throw())
        return Thrown {};
    return Value(static_cast<double>(compare_collation(s->string(), that.value(), options.value())));
}

// 22.1.3.15 String.prototype.normalize ( [ form ] )
ThrowOr<Value> string_proto_normalize(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "normalize"));
    // 3-4. If form is undefined, let f be "NFC"; else let f be ? ToString(form).
    std::u16string f = args.arg(0).is_undefined() ? u"NFC" : TRY(vm.to_u16string(args.arg(0)));
    NormalizationForm form;
    if (f == u"NFC")
        form = NormalizationForm::NFC;
    else if (f == u"NFD")
        form = NormalizationForm::NFD;
    else if (f == u"NFKC")
        form = NormalizationForm::NFKC;
    else if (f == u"NFKD")
        form = NormalizationForm::NFKD;
    else // 5. If f is not one of "NFC", "NFD", "NFKC", or "NFKD", throw a RangeError.
        return vm.throw_range_error("The normalization form should be one of NFC, NFD, NFKC, NFKD.");
    return string_value(vm, normalize_string(s->string(), form));
}

// 22.1.3.10 String.prototype.isWellFormed ( )
ThrowOr<Value> string_proto_is_well_formed(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "isWellFormed"))->string();
    for (size_t i = 0; i < s.size();) {
        CodePointInfo cp = code_point_at(s, i);
        if (cp.is_unpaired_surrogate)
            return Value(false);
        i += cp.code_unit_count;
    }
    return Value(true);
}

// 22.1.3.31 String.prototype.toWellFormed ( ): unpaired surrogates become U+FFFD.
ThrowOr<Value> string_proto_to_well_formed(VM& vm, CallArgs& args)
{
    std::u16string s = TRY(this_string(vm, args, "toWellFormed"))->string();
    for (size_t i = 0; i < s.size();) {
        CodePointInfo cp = code_point_at(s, i);
        if (cp.is_unpaired_surrogate)
            s[i] = 0xFFFD;
        i += cp.code_unit_count;
    }
    return string_value(vm, std::move(s));
}

// 22.1.3.28 String.prototype.toLowerCase ( )
ThrowOr<Value> string_proto_to_lower_case(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "toLowerCase"));
    return string_value(vm, convert_case(s->string(), false));
}

// 22.1.3.30 String.prototype.toUpperCase ( )
ThrowOr<Value> string_proto_to_upper_case(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "toUpperCase"));
    return string_value(vm, convert_case(s->string(), true));
}

// 22.1.3.26 String.prototype.toLocaleLowerCase ( [ reserved1 [ , reserved2 ] ] )
// SIMPLIFIED: the locale argument is ignored (Node's default locale behaves the same).
ThrowOr<Value> string_proto_to_locale_lower_case(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "toLocaleLowerCase"));
    return string_value(vm, convert_case(s->string(), false));
}

// 22.1.3.27 String.prototype.toLocaleUpperCase ( [ reserved1 [ , reserved2 ] ] )
ThrowOr<Value> string_proto_to_locale_upper_case(VM& vm, CallArgs& args)
{
    PrimitiveString* s = TRY(this_string(vm, args, "toLocaleUpperCase"));
    return string_value(vm, convert_case(s->string(), true));
}

// 22.1.3.29 String.prototype.toString ( )
ThrowOr<Value> string_proto_to_string(VM& vm, CallArgs& args)
{
    return Value(TRY(this_string_value(vm, args.this_value, "toString")));
}

// 22.1.3.35 String.prototype.valueOf ( )
ThrowOr<Value> string_proto_value_of(VM& vm, CallArgs& args)
{
    return Value(TRY(this_string_value(vm, args.this_value, "valueOf")));
}

// --- String.prototype: building strings -----------------------------------------------------------

// 22.1.3.17.2 StringPad ( S, maxLength, fillString, placement )
ThrowOr<Value> string_pad(VM& vm, CallArgs& args, const char* method, bool at_start)
{
    PrimitiveString* str = TRY(this_string(vm, args, method));
    const std::u16string& s = str->string();
    // ToLength(maxLength)
    double max_length = std::min(std::max(TRY(vm.to_integer_or_infinity(args.arg(0))), 0.0), 9007199254740991.0);
    if (max_length <= static_cast<double>(s.size()))
        return Value(str);
    std::u16string filler = args.arg(1).is_undefined() ? u" " : TRY(vm.to_u16string(args.arg(1)));
    if (filler.empty())
        return Value(str);
    if (max_length > kMaxStringLength)
        return throw_invalid_string_length(vm);
    size_t fill_length = static_cast<size_t>(max_length) - s.size();
    std::u16string fill;
    fill.reserve(fill_length);
    while (fill.size() < fill_length)
        fill += filler.substr(0, fill_length - fill.size());
    return string_value(vm, at_start ? fill + s : s + fill);
}

// 22.1.3.16 String.prototype.padEnd ( maxLength [ , fillString ] )
ThrowOr<Value> string_proto_pad_end(VM& vm, CallArgs& args) { return string_pad(vm, args, "padEnd", false); }

// 22.1.3.17 String.prototype.padStart ( maxLength [ , fillString ] )
ThrowOr<Value> string_proto_pad_start(VM& vm, CallArgs& args) { return string_pad(vm, args, "padStart", true); }

// 22.1.3.18 String.prototype.repeat ( count )
ThrowOr<Value> string_proto_repeat(VM& vm, CallArgs& args)
{
    PrimitiveString* str = TRY(this_string(vm, args, "repeat"));
    // 3. Let n be ? ToIntegerOrInfinity(count).
    double n = TRY(vm.to_integer_or_infinity(args.arg(0)));
    // 4-5. If n < 0 or n = +∞, throw a RangeError exception.
    if (n < 0 || std::isinf(n))
        return vm.throw_range_error("Invalid count value: " + number_to_string(TRY(vm.to_number(args.arg(0)))));
    // 6. If n = 0, return the empty String.
    const std::u16string& s = str->string();
    if (n == 0 || s.empty())
        return Value(vm.intern(u""));
    if (static_cast<double>(s.size()) * n > kMaxStringLength)
        return throw_invalid_string_length(vm);
    std::u16string out;
    out.reserve(s.size() * static_cast<size_t>(n));
    for (size_t i = 0; i < static_cast<size_t>(n); ++i)
        out += s;
    return string_value(vm, std::move(out));
}

// 22.1.3.19.1 GetSubstitution ( matched, str, position, captures, namedCaptures, replacementTemplate )
// with no captures (the pattern is always a string): $$, $&, $` and $' are replaced, every
// other "$" stays as it is.
std::u16string get_substitution(std::u16string_view matched, std::u16string_view str, size_t position, std::u16string_view replacement)
{
    std::u16string result;
    for (size_t i = 0; i < replacement.size(); ++i) {
        char16_t c = replacement[i];
        if (c != '$' || i + 1 == replacement.size()) {
            result.push_back(c);
            continue;
        }
        char16_t next = replacement[i + 1];
        if (next == '$') {
            result.push_back('$');
        } else if (next == '&') {
            result += matched;
        } else if (next == '`') {
            result += str.substr(0, position);
        } else if (next == '\'') {
            size_t tail = std::min(position + matched.size(), str.size());
            result += str.substr(tail);
        } else {
            result.push_back('$');
            continue;
        }
        ++i;
    }
    return result;
}

// The replacement for one match: the replacer function's result or the substituted template.
ThrowOr<std::u16string> replacement_for(VM& vm, Value replace_value, const std::u16string& replace_template,
    const std::u16string& search, PrimitiveString* string, size_t position)
{
    if (VM::is_callable(replace_value)) {
        // Call(replaceValue, undefined, « searchString, 𝔽(position), string »)
        Value call_args[] = { string_value(vm, search), Value(static_cast<double>(position)), Value(string) };
        Value replacement = TRY(vm.call(replace_value, Value(), call_args));
        return vm.to_u16string(replacement);
    }
    return get_substitution(search, string->string(), position, replace_template);
}

// 22.1.3.19 String.prototype.replace ( searchValue, replaceValue )
ThrowOr<Value> string_proto_replace(VM& vm, CallArgs& args)
{
    // 1. Let O be ? RequireObjectCoercible(this value).
    Value o = TRY(this_coercible(vm, args, "replace"));
    // 2. If searchValue is neither undefined nor null, use its @@replace if it has one.
    if (!args.arg(0).is_nullish()) {
        Value replacer = TRY(symbol_method(vm, args.arg(0), "replace"));
        if (!replacer.is_undefined()) {
            Value argv[] = { o, args.arg(1) };
            return vm.call(replacer, args.arg(0), argv);
        }
    }
    // 3. Let string be ? ToString(O).
    PrimitiveString* string = TRY(vm.to_string(o));
    // 4. Let searchString be ? ToString(searchValue).
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    // 5-6. If replaceValue is not callable, set replaceValue to ? ToString(replaceValue).
    Value replace_value = args.arg(1);
    std::u16string replace_template;
    if (!VM::is_callable(replace_value))
        replace_template = TRY(vm.to_u16string(replace_value));
    // 7-9. Let position be StringIndexOf(string, searchString, 0); if -1, return string.
    const std::u16string& s = string->string();
    std::ptrdiff_t position = string_index_of(s, search, 0);
    if (position < 0)
        return Value(string);
    // 10-12. The replacement, then preceding + replacement + following.
    std::u16string replacement = TRY(replacement_for(vm, replace_value, replace_template, search, string, static_cast<size_t>(position)));
    std::u16string result = s.substr(0, static_cast<size_t>(position)) + replacement + s.substr(static_cast<size_t>(position) + search.size());
    if (result.size() > kMaxStringLength)
        return throw_invalid_string_length(vm);
    return string_value(vm, std::move(result));
}

// 22.1.3.20 String.prototype.replaceAll ( searchValue, replaceValue )
ThrowOr<Value> string_proto_replace_all(VM& vm, CallArgs& args)
{
    // 1. Let O be ? RequireObjectCoercible(this value).
    Value o = TRY(this_coercible(vm, args, "replaceAll"));
    // 2. If searchValue is neither undefined nor null: a RegExp must be global; use its @@replace.
    if (!args.arg(0).is_nullish()) {
        TRY(require_global_flag(vm, args.arg(0), "replaceAll"));
        Value replacer = TRY(symbol_method(vm, args.arg(0), "replace"));
        if (!replacer.is_undefined()) {
            Value argv[] = { o, args.arg(1) };
            return vm.call(replacer, args.arg(0), argv);
        }
    }
    // 3. Let string be ? ToString(O).
    PrimitiveString* string = TRY(vm.to_string(o));
    // 4. Let searchString be ? ToString(searchValue).
    std::u16string search = TRY(vm.to_u16string(args.arg(0)));
    // 5-6. If replaceValue is not callable, set replaceValue to ? ToString(replaceValue).
    Value replace_value = args.arg(1);
    std::u16string replace_template;
    if (!VM::is_callable(replace_value))
        replace_template = TRY(vm.to_u16string(replace_value));
    // 7-11. Every match position, advancing by max(1, searchLength).
    const std::u16string& s = string->string();
    size_t advance_by = std::max<size_t>(1, search.size());
    std::vector<size_t> positions;
    for (std::ptrdiff_t p = string_index_of(s, search, 0); p >= 0; p = string_index_of(s, search, static_cast<size_t>(p) + advance_by))
        positions.push_back(static_cast<size_t>(p));
    // 12-15. Preserved text and replacements, in order.
    size_t end_of_last_match = 0;
    std::u16string result;
    for (size_t p : positions) {
        result.append(s, end_of_last_match, p - end_of_last_match);
        result += TRY(replacement_for(vm, replace_value, replace_template, search, string, p));
        end_of_last_match = p + search.size();
        if (result.size() > kMaxStringLength)
            return throw_invalid_string_length(vm);
    }
    if (end_of_last_match < s.size())
        result.append(s, end_of_last_match);
    return string_value(vm, std::move(result));
}

// 22.1.3.22 String.prototype.slice ( start, end )
ThrowOr<Value> string_proto_slice(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "slice"))->string();
    double len = static_cast<double>(s.size());
    // 4-6. from: relative start clamped to [0, len].
    double int_start = TRY(vm.to_integer_or_infinity(args.arg(0)));
    double from = int_start < 0 ? std::max(len + int_start, 0.0) : std::min(int_start, len);
    // 7-9. to: relative end (len if undefined) clamped to [0, len].
    double int_end = args.arg(1).is_undefined() ? len : TRY(vm.to_integer_or_infinity(args.arg(1)));
    double to = int_end < 0 ? std::max(len + int_end, 0.0) : std::min(int_end, len);
    // 10-11. If from >= to, return the empty String.
    if (from >= to)
        return Value(vm.intern(u""));
    return string_value(vm, s.substr(static_cast<size_t>(from), static_cast<size_t>(to - from)));
}

// 22.1.3.25 String.prototype.substring ( start, end )
ThrowOr<Value> string_proto_substring(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "substring"))->string();
    size_t start = clamp_index(TRY(vm.to_integer_or_infinity(args.arg(0))), s.size());
    size_t end = args.arg(1).is_undefined() ? s.size() : clamp_index(TRY(vm.to_integer_or_infinity(args.arg(1))), s.size());
    size_t from = std::min(start, end), to = std::max(start, end);
    return string_value(vm, s.substr(from, to - from));
}

// B.2.2.1 String.prototype.substr ( start, length )
ThrowOr<Value> string_proto_substr(VM& vm, CallArgs& args)
{
    const std::u16string& s = TRY(this_string(vm, args, "substr"))->string();
    double size = static_cast<double>(s.size());
    // 4-7. intStart: relative, clamped to [0, size].
    double int_start = TRY(vm.to_integer_or_infinity(args.arg(0)));
    if (int_start < 0)
        int_start = std::max(size + int_start, 0.0);
    else
        int_start = std::min(int_start, size);
    // 8-10. intLength (size if undefined), clamped to [0, size].
    double int_length = args.arg(1).is_undefined() ? size : TRY(vm.to_integer_or_infinity(args.arg(1)));
    int_length = std::min(std::max(int_length, 0.0), size);
    // 11-12. intEnd = min(intStart + intLength, size); the code units from intStart to intEnd.
    double int_end = std::min(int_start + int_length, size);
    if (int_start >= int_end)
        return Value(vm.intern(u""));
    return string_value(vm, s.substr(static_cast<size_t>(int_start), static_cast<size_t>(int_end - int_start)));
}

// 22.1.3.23 String.prototype.split ( separator, limit )
ThrowOr<Value> string_proto_split(VM& vm, CallArgs& args)
{
    // 1. Let O be ? RequireObjectCoercible(this value).
    Value o = TRY(this_coercible(vm, args, "split"));
    // 2. If separator is neither undefined nor null, use its @@split if it has one.
    if (!args.arg(0).is_nullish()) {
        Value splitter = TRY(symbol_method(vm, args.arg(0), "split"));
        if (!splitter.is_undefined()) {
            Value argv[] = { o, args.arg(1) };
            return vm.call(splitter, args.arg(0), argv);
        }
    }
    // 3. Let S be ? ToString(O).
    PrimitiveString* str = TRY(vm.to_string(o));
    const std::u16string& s = str->string();
    // 4. If limit is undefined, let lim be 2^32 - 1; else let lim be ℝ(? ToUint32(limit)).
    double lim = args.arg(1).is_undefined() ? 4294967295.0 : static_cast<double>(TRY(vm.to_uint32(args.arg(1))));
    // 5. Let R be ? ToString(separator).
    std::u16string r = TRY(vm.to_u16string(args.arg(0)));
    // 6. If lim = 0, return an empty array.
    if (lim == 0)
        return Value(static_cast<Object*>(vm.make_array()));
    // 7. If separator is undefined, return CreateArrayFromList(« S »).
    if (args.arg(0).is_undefined())
        return Value(static_cast<Object*>(vm.make_array({ Value(str) })));
    std::vector<Value> substrings;
    // 9. If separatorLength = 0: the first lim code units, one per element.
    if (r.empty()) {
        size_t count = std::min(s.size(), static_cast<size_t>(lim));
        substrings.reserve(count);
        for (size_t i = 0; i < count; ++i)
            substrings.push_back(string_value(vm, std::u16string(1, s[i])));
        return Value(static_cast<Object*>(vm.make_array(substrings)));
    }
    // 10. If S is the empty String, return CreateArrayFromList(« S »).
    if (s.empty())
        return Value(static_cast<Object*>(vm.make_array({ Value(str) })));
    // 11-14. The pieces between occurrences of R, at most lim of them.
    size_t i = 0;
    for (std::ptrdiff_t j = string_index_of(s, r, 0); j >= 0; j = string_index_of(s, r, i)) {
        substrings.push_back(string_value(vm, s.substr(i, static_cast<size_t>(j) - i)));
        if (static_cast<double>(substrings.size()) == lim)
            return Value(static_cast<Object*>(vm.make_array(substrings)));
        i = static_cast<size_t>(j) + r.size();
    }
    substrings.push_back(string_value(vm, s.substr(i)));
    return Value(static_cast<Object*>(vm.make_array(substrings)));
}

// 22.1.3.32.1 TrimString ( string, where )
ThrowOr<Value> trim_string(VM& vm, CallArgs& args, const char* method, bool start, bool end)
{
    PrimitiveString* str = TRY(this_string(vm, args, method));
    const std::u16string& s = str->string();
    size_t from = 0, to = s.size();
    if (start)
        while (from < to && is_whitespace_or_line_terminator(s[from]))
            ++from;
    if (end)
        while (to > from && is_whitespace_or_line_terminator(s[to - 1]))
            --to;
    if (from == 0 && to == s.size())
        return Value(str);
    return string_value(vm, s.substr(from, to - from));
}

// 22.1.3.32 String.prototype.trim ( )
ThrowOr<Value> string_proto_trim(VM& vm, CallArgs& args) { return trim_string(vm, args, "trim", true, true); }

// 22.1.3.34 String.prototype.trimStart ( )
ThrowOr<Value> string_proto_trim_start(VM& vm, CallArgs& args) { return trim_string(vm, args, "trimStart", true, false); }

// 22.1.3.33 String.prototype.trimEnd ( )
ThrowOr<Value> string_proto_trim_end(VM& vm, CallArgs& args) { return trim_string(vm, args, "trimEnd", false, true); }

// B.2.2.2.1 CreateHTML ( string, tag, attribute, value ) and the B.2.2 methods that use it.
struct HtmlMethod {
    const char* name;
    const char* tag;
    const char* attribute; // empty: no attribute argument
};
constexpr HtmlMethod kHtmlMethods[] = {
    { "anchor", "a", "name" }, { "big", "big", "" }, { "blink", "blink", "" }, { "bold", "b", "" },
    { "fixed", "tt", "" }, { "fontcolor", "font", "color" }, { "fontsize", "font", "size" },
    { "italics", "i", "" }, { "link", "a", "href" }, { "small", "small", "" }, { "strike", "strike", "" },
    { "sub", "sub", "" }, { "sup", "sup", "" },
};

template<size_t I>
ThrowOr<Value> string_proto_html_method(VM& vm, CallArgs& args)
{
    const HtmlMethod& m = kHtmlMethods[I];
    std::u16string s = TRY(this_string(vm, args, m.name))->string();
    std::u16string p1 = u"<" + utf8_to_utf16(m.tag);
    if (*m.attribute) {
        std::u16string v = TRY(vm.to_u16string(args.arg(0)));
        std::u16string escaped;
        for (char16_t c : v) {
            if (c == '"')
                escaped += u"&quot;";
            else
                escaped.push_back(c);
        }
        p1 += u" " + utf8_to_utf16(m.attribute) + u"=\"" + escaped + u"\"";
    }
    return string_value(vm, p1 + u">" + s + u"</" + utf8_to_utf16(m.tag) + u">");
}

template<size_t... I>
void define_html_methods(VM& vm, Object* proto, std::index_sequence<I...>)
{
    (vm.define_native(proto, kHtmlMethods[I].name, string_proto_html_method<I>, *kHtmlMethods[I].attribute ? 1 : 0), ...);
}

// --- the String Iterator ----------------------------------------------------------------------

// 22.1.5 String Iterator Objects: the string and the next position ([[IteratedString]] and
// [[StringNextIndex]] of the spec's generator-based definition).
class StringIterator final : public Object {
public:
    StringIterator(Object* prototype, PrimitiveString* string)
        : Object(prototype, ObjectClass::Iterator)
        , m_string(string)
    {
    }
    const char* class_name() const override { return "StringIterator"; }
    void visit_edges(Visitor& v) override
    {
        Object::visit_edges(v);
        v.visit(m_string);
    }
    PrimitiveString* m_string; // null once done
    size_t m_position = 0;
};

// 22.1.3.36 String.prototype [ @@iterator ] ( )
ThrowOr<Value> string_proto_iterator(VM& vm, CallArgs& args)
{
    if (args.this_value.is_nullish())
        return vm.throw_type_error("String.prototype[Symbol.iterator] called on null or undefined");
    PrimitiveString* s = TRY(vm.to_string(args.this_value));
    return Value(static_cast<Object*>(vm.heap().allocate<StringIterator>(vm.intrinsic("%StringIteratorPrototype%"), s)));
}

// 22.1.5.1.1 %StringIteratorPrototype%.next ( ): the next code point (a lone surrogate alone).
ThrowOr<Value> string_iterator_next(VM& vm, CallArgs& args)
{
    auto* it = args.this_value.is_object() ? dynamic_cast<StringIterator*>(args.this_value.as_object()) : nullptr;
    if (!it)
        return vm.throw_type_error("Method String Iterator.prototype.next called on incompatible receiver "
            + (args.this_value.is_object() ? std::string("#<Object>") : TRY(vm.to_string(args.this_value))->utf8()));
    if (!it->m_string)
        return create_iter_result_object(vm, Value(), true);
    const std::u16string& s = it->m_string->string();
    if (it->m_position >= s.size()) {
        it->m_string = nullptr;
        return create_iter_result_object(vm, Value(), true);
    }
    CodePointInfo cp = code_point_at(s, it->m_position);
    Value result = string_value(vm, s.substr(it->m_position, cp.code_unit_count));
    it->m_position += cp.code_unit_count;
    return create_iter_result_object(vm, result, false);
}

} // namespace

int collator_compare_strings(std::u16string_view x, std::u16string_view y, const CollatorOptions& options)
{
    return compare_collation(x, y, options);
}

void install_string_builtins(VM& vm)
{
    // 22.1.3 Properties of the String Prototype Object: itself a String object for "".
    Object* proto = string_create(vm, vm.intern(u""), vm.object_prototype());
    NativeFunction* ctor = vm.make_native_function("String", string_constructor, 1, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.set_intrinsic("String", ctor);
    vm.set_intrinsic("String.prototype", proto);
    vm.define_value(vm.global_object(), "String", Value(static_cast<Object*>(ctor)));

    // 22.1.2 Properties of the String Constructor
    vm.define_native(ctor, "fromCharCode", string_from_char_code, 1);
    vm.define_native(ctor, "fromCodePoint", string_from_code_point, 1);
    vm.define_native(ctor, "raw", string_raw, 1);

    vm.define_native(proto, "at", string_proto_at, 1);
    vm.define_native(proto, "charAt", string_proto_char_at, 1);
    vm.define_native(proto, "charCodeAt", string_proto_char_code_at, 1);
    vm.define_native(proto, "codePointAt", string_proto_code_point_at, 1);
    vm.define_native(proto, "concat", string_proto_concat, 1);
    vm.define_native(proto, "endsWith", string_proto_ends_with, 1);
    vm.define_native(proto, "includes", string_proto_includes, 1);
    vm.define_native(proto, "indexOf", string_proto_index_of, 1);
    vm.define_native(proto, "isWellFormed", string_proto_is_well_formed, 0);
    vm.define_native(proto, "lastIndexOf", string_proto_last_index_of, 1);
    vm.define_native(proto, "localeCompare", string_proto_locale_compare, 1);
    vm.define_native(proto, "match", string_proto_match, 1);
    vm.define_native(proto, "matchAll", string_proto_match_all, 1);
    vm.define_native(proto, "normalize", string_proto_normalize, 0);
    vm.define_native(proto, "padEnd", string_proto_pad_end, 1);
    vm.define_native(proto, "padStart", string_proto_pad_start, 1);
    vm.define_native(proto, "repeat", string_proto_repeat, 1);
    vm.define_native(proto, "replace", string_proto_replace, 2);
    vm.define_native(proto, "replaceAll", string_proto_replace_all, 2);
    vm.define_native(proto, "search", string_proto_search, 1);
    vm.define_native(proto, "slice", string_proto_slice, 2);
    vm.define_native(proto, "split", string_proto_split, 2);
    vm.define_native(proto, "startsWith", string_proto_starts_with, 1);
    vm.define_native(proto, "substr", string_proto_substr, 2);
    vm.define_native(proto, "substring", string_proto_substring, 2);
    vm.define_native(proto, "toLocaleLowerCase", string_proto_to_locale_lower_case, 0);
    vm.define_native(proto, "toLocaleUpperCase", string_proto_to_locale_upper_case, 0);
    vm.define_native(proto, "toLowerCase", string_proto_to_lower_case, 0);
    vm.define_native(proto, "toString", string_proto_to_string, 0);
    vm.define_native(proto, "toUpperCase", string_proto_to_upper_case, 0);
    vm.define_native(proto, "toWellFormed", string_proto_to_well_formed, 0);
    vm.define_native(proto, "trim", string_proto_trim, 0);
    vm.define_native(proto, "trimEnd", string_proto_trim_end, 0);
    vm.define_native(proto, "trimStart", string_proto_trim_start, 0);
    vm.define_native(proto, "valueOf", string_proto_value_of, 0);
    // B.2.2.15-16: trimLeft and trimRight are the same function objects as trimStart and trimEnd.
    proto->put_direct(vm.key("trimLeft"), proto->get_own_property(vm.key("trimStart"))->value, kBuiltinAttributes);
    proto->put_direct(vm.key("trimRight"), proto->get_own_property(vm.key("trimEnd"))->value, kBuiltinAttributes);
    define_html_methods(vm, proto, std::make_index_sequence<std::size(kHtmlMethods)>());
    proto->put_direct(PropertyKey::symbol(vm.symbol_iterator()),
        Value(static_cast<Object*>(vm.make_native_function("[Symbol.iterator]", string_proto_iterator, 0))), kBuiltinAttributes);

    // 22.1.5.1 The %StringIteratorPrototype% Object
    Object* iterator_proto = vm.heap().allocate<Object>(vm.iterator_prototype());
    vm.define_native(iterator_proto, "next", string_iterator_next, 0);
    iterator_proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("String Iterator"), kConfigurable);
    vm.set_intrinsic("%StringIteratorPrototype%", iterator_proto);

}

} // namespace evloop::js
