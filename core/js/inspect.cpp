// util.inspect and util.format for console output: a port of Node 20's
// lib/internal/util/inspect.js. Each function names the Node function it mirrors; the
// control flow (and its quirks) follows Node's so that the output is byte-identical.
//
// Custom inspect functions ([util.inspect.custom], Symbol.for('nodejs.util.inspect.custom'))
// are called as Node calls them (the Web objects of core/loop/js/web.js use them);
// proxies are shown as their targets.
// Not ported (evloop has no such values or options): module namespaces, colors,
// `sorted`, `getters`, numericSeparator and `compact: true`.
//
// Strings are built as UTF-8; lengths that Node measures with `.length` are measured in
// UTF-16 code units (js_length) so that line breaking decides exactly as Node does.
#include "core/js/inspect.h"
#include "core/js/devtools_format.h"
#include "core/js/date.h"
#include "core/js/array_buffer.h"
#include "core/js/map_set.h"
#include "core/js/text_codec.h"
#include "core/js/promise.h"
#include "core/js/proxy.h"
#include "core/js/regexp_object.h"
#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <optional>

namespace evloop::js {

namespace {

// extrasType in Node.
constexpr int kObjectType = 0;
constexpr int kArrayType = 1;
constexpr int kArrayExtrasType = 2;

constexpr size_t kMinLineLength = 16;

struct Context {
    Context(VM& vm_, const InspectOptions& options)
        : vm(vm_)
        , depth(options.depth)
        , break_length(options.break_length)
        , compact(options.compact)
        , max_array_length(options.max_array_length)
        , max_string_length(options.max_string_length)
        , show_hidden(options.show_hidden)
        , sorted(options.sorted)
        , custom_inspect(options.custom_inspect)
        , user_options(options.user_options)
    {
    }
    VM& vm;
    int depth;
    int break_length;
    int compact;
    size_t max_array_length;
    size_t max_string_length;
    bool show_hidden;
    bool sorted;
    bool custom_inspect;
    Object* user_options;
    bool typed_array_buffer = false; // formatValue's `typedArray`: the [buffer] of a shown-hidden typed array
    int indentation_lvl = 0;
    int current_depth = 0;
    std::vector<Object*> seen;
    std::vector<Object*> circular; // ctx.circular: the object at i has reference number i + 1
    std::map<int, double> budget;  // ctx.budget: output length per indentation level
};

// Node's `constructor` variable: a name, or null (std::nullopt).
using ConstructorName = std::optional<std::string>;

// --- string helpers ----------------------------------------------------------------------

// `str.length` of the JS string whose UTF-8 encoding is `s`.
size_t js_length(std::string_view s)
{
    size_t n = 0;
    for (size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0xC0) { // ASCII (or a stray continuation byte)
            n += 1;
            i += 1;
        } else if (c < 0xE0) {
            n += 1;
            i += 2;
        } else if (c < 0xF0) {
            n += 1;
            i += 3;
        } else {
            n += 2;
            i += 4;
        }
    }
    return n;
}

std::string spaces(int n) { return n > 0 ? std::string(static_cast<size_t>(n), ' ') : std::string(); }

bool contains(std::string_view s, std::string_view needle) { return s.find(needle) != std::string_view::npos; }

// String.prototype.replaceAll(s, '\n', replacement)
std::string replace_newlines(std::string_view s, std::string_view replacement)
{
    std::string out;
    for (char c : s) {
        if (c == '\n')
            out += replacement;
        else
            out += c;
    }
    return out;
}

// ArrayPrototypeJoin
std::string join(const std::vector<std::string>& parts, std::string_view separator)
{
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += separator;
        out += parts[i];
    }
    return out;
}

// padStart / padEnd to `length` UTF-16 units with spaces.
std::string pad_start(const std::string& s, size_t length)
{
    size_t len = js_length(s);
    return len >= length ? s : std::string(length - len, ' ') + s;
}

std::string pad_end(const std::string& s, size_t length)
{
    size_t len = js_length(s);
    return len >= length ? s : s + std::string(length - len, ' ');
}

std::vector<char32_t> code_points(std::string_view s)
{
    std::vector<char32_t> out;
    for (size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        char32_t cp;
        size_t n;
        if (c < 0x80) {
            cp = c;
            n = 1;
        } else if (c < 0xC0) {
            cp = 0xFFFD;
            n = 1;
        } else if (c < 0xE0) {
            cp = c & 0x1F;
            n = 2;
        } else if (c < 0xF0) {
            cp = c & 0x0F;
            n = 3;
        } else {
            cp = c & 0x07;
            n = 4;
        }
        for (size_t k = 1; k < n && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out.push_back(cp);
        i += n;
    }
    return out;
}

// Column widths that differ from 1, for code points from U+007F on: what Node 20's
// getStringWidth (ICU 78, Unicode 17: East Asian Wide/Fullwidth and emoji presentation
// count 2; control, format and combining characters 0) gives for each code point alone.
// Generated by running getStringWidth(String.fromCodePoint(cp), false) in node for every
// code point.
struct WidthRange {
    char32_t first;
    char32_t last;
    uint8_t width;
};
constexpr WidthRange kWidthRanges[] = {
    { 0x7F, 0x9F, 0 }, { 0x300, 0x36F, 0 }, { 0x483, 0x489, 0 }, { 0x591, 0x5BD, 0 }, { 0x5BF, 0x5BF, 0 },
    { 0x5C1, 0x5C2, 0 }, { 0x5C4, 0x5C5, 0 }, { 0x5C7, 0x5C7, 0 }, { 0x600, 0x605, 0 }, { 0x610, 0x61A, 0 },
    { 0x61C, 0x61C, 0 }, { 0x64B, 0x65F, 0 }, { 0x670, 0x670, 0 }, { 0x6D6, 0x6DD, 0 }, { 0x6DF, 0x6E4, 0 },
    { 0x6E7, 0x6E8, 0 }, { 0x6EA, 0x6ED, 0 }, { 0x70F, 0x70F, 0 }, { 0x711, 0x711, 0 }, { 0x730, 0x74A, 0 },
    { 0x7A6, 0x7B0, 0 }, { 0x7EB, 0x7F3, 0 }, { 0x7FD, 0x7FD, 0 }, { 0x816, 0x819, 0 }, { 0x81B, 0x823, 0 },
    { 0x825, 0x827, 0 }, { 0x829, 0x82D, 0 }, { 0x859, 0x85B, 0 }, { 0x890, 0x891, 0 }, { 0x897, 0x89F, 0 },
    { 0x8CA, 0x902, 0 }, { 0x93A, 0x93A, 0 }, { 0x93C, 0x93C, 0 }, { 0x941, 0x948, 0 }, { 0x94D, 0x94D, 0 },
    { 0x951, 0x957, 0 }, { 0x962, 0x963, 0 }, { 0x981, 0x981, 0 }, { 0x9BC, 0x9BC, 0 }, { 0x9C1, 0x9C4, 0 },
    { 0x9CD, 0x9CD, 0 }, { 0x9E2, 0x9E3, 0 }, { 0x9FE, 0x9FE, 0 }, { 0xA01, 0xA02, 0 }, { 0xA3C, 0xA3C, 0 },
    { 0xA41, 0xA42, 0 }, { 0xA47, 0xA48, 0 }, { 0xA4B, 0xA4D, 0 }, { 0xA51, 0xA51, 0 }, { 0xA70, 0xA71, 0 },
    { 0xA75, 0xA75, 0 }, { 0xA81, 0xA82, 0 }, { 0xABC, 0xABC, 0 }, { 0xAC1, 0xAC5, 0 }, { 0xAC7, 0xAC8, 0 },
    { 0xACD, 0xACD, 0 }, { 0xAE2, 0xAE3, 0 }, { 0xAFA, 0xAFF, 0 }, { 0xB01, 0xB01, 0 }, { 0xB3C, 0xB3C, 0 },
    { 0xB3F, 0xB3F, 0 }, { 0xB41, 0xB44, 0 }, { 0xB4D, 0xB4D, 0 }, { 0xB55, 0xB56, 0 }, { 0xB62, 0xB63, 0 },
    { 0xB82, 0xB82, 0 }, { 0xBC0, 0xBC0, 0 }, { 0xBCD, 0xBCD, 0 }, { 0xC00, 0xC00, 0 }, { 0xC04, 0xC04, 0 },
    { 0xC3C, 0xC3C, 0 }, { 0xC3E, 0xC40, 0 }, { 0xC46, 0xC48, 0 }, { 0xC4A, 0xC4D, 0 }, { 0xC55, 0xC56, 0 },
    { 0xC62, 0xC63, 0 }, { 0xC81, 0xC81, 0 }, { 0xCBC, 0xCBC, 0 }, { 0xCBF, 0xCBF, 0 }, { 0xCC6, 0xCC6, 0 },
    { 0xCCC, 0xCCD, 0 }, { 0xCE2, 0xCE3, 0 }, { 0xD00, 0xD01, 0 }, { 0xD3B, 0xD3C, 0 }, { 0xD41, 0xD44, 0 },
    { 0xD4D, 0xD4D, 0 }, { 0xD62, 0xD63, 0 }, { 0xD81, 0xD81, 0 }, { 0xDCA, 0xDCA, 0 }, { 0xDD2, 0xDD4, 0 },
    { 0xDD6, 0xDD6, 0 }, { 0xE31, 0xE31, 0 }, { 0xE34, 0xE3A, 0 }, { 0xE47, 0xE4E, 0 }, { 0xEB1, 0xEB1, 0 },
    { 0xEB4, 0xEBC, 0 }, { 0xEC8, 0xECE, 0 }, { 0xF18, 0xF19, 0 }, { 0xF35, 0xF35, 0 }, { 0xF37, 0xF37, 0 },
    { 0xF39, 0xF39, 0 }, { 0xF71, 0xF7E, 0 }, { 0xF80, 0xF84, 0 }, { 0xF86, 0xF87, 0 }, { 0xF8D, 0xF97, 0 },
    { 0xF99, 0xFBC, 0 }, { 0xFC6, 0xFC6, 0 }, { 0x102D, 0x1030, 0 }, { 0x1032, 0x1037, 0 }, { 0x1039, 0x103A, 0 },
    { 0x103D, 0x103E, 0 }, { 0x1058, 0x1059, 0 }, { 0x105E, 0x1060, 0 }, { 0x1071, 0x1074, 0 },
    { 0x1082, 0x1082, 0 }, { 0x1085, 0x1086, 0 }, { 0x108D, 0x108D, 0 }, { 0x109D, 0x109D, 0 },
    { 0x1100, 0x115F, 2 }, { 0x135D, 0x135F, 0 }, { 0x1712, 0x1714, 0 }, { 0x1732, 0x1733, 0 },
    { 0x1752, 0x1753, 0 }, { 0x1772, 0x1773, 0 }, { 0x17B4, 0x17B5, 0 }, { 0x17B7, 0x17BD, 0 },
    { 0x17C6, 0x17C6, 0 }, { 0x17C9, 0x17D3, 0 }, { 0x17DD, 0x17DD, 0 }, { 0x180B, 0x180F, 0 },
    { 0x1885, 0x1886, 0 }, { 0x18A9, 0x18A9, 0 }, { 0x1920, 0x1922, 0 }, { 0x1927, 0x1928, 0 },
    { 0x1932, 0x1932, 0 }, { 0x1939, 0x193B, 0 }, { 0x1A17, 0x1A18, 0 }, { 0x1A1B, 0x1A1B, 0 },
    { 0x1A56, 0x1A56, 0 }, { 0x1A58, 0x1A5E, 0 }, { 0x1A60, 0x1A60, 0 }, { 0x1A62, 0x1A62, 0 },
    { 0x1A65, 0x1A6C, 0 }, { 0x1A73, 0x1A7C, 0 }, { 0x1A7F, 0x1A7F, 0 }, { 0x1AB0, 0x1ADD, 0 },
    { 0x1AE0, 0x1AEB, 0 }, { 0x1B00, 0x1B03, 0 }, { 0x1B34, 0x1B34, 0 }, { 0x1B36, 0x1B3A, 0 },
    { 0x1B3C, 0x1B3C, 0 }, { 0x1B42, 0x1B42, 0 }, { 0x1B6B, 0x1B73, 0 }, { 0x1B80, 0x1B81, 0 },
    { 0x1BA2, 0x1BA5, 0 }, { 0x1BA8, 0x1BA9, 0 }, { 0x1BAB, 0x1BAD, 0 }, { 0x1BE6, 0x1BE6, 0 },
    { 0x1BE8, 0x1BE9, 0 }, { 0x1BED, 0x1BED, 0 }, { 0x1BEF, 0x1BF1, 0 }, { 0x1C2C, 0x1C33, 0 },
    { 0x1C36, 0x1C37, 0 }, { 0x1CD0, 0x1CD2, 0 }, { 0x1CD4, 0x1CE0, 0 }, { 0x1CE2, 0x1CE8, 0 },
    { 0x1CED, 0x1CED, 0 }, { 0x1CF4, 0x1CF4, 0 }, { 0x1CF8, 0x1CF9, 0 }, { 0x1DC0, 0x1DFF, 0 },
    { 0x200B, 0x200F, 0 }, { 0x202A, 0x202E, 0 }, { 0x2060, 0x2064, 0 }, { 0x2066, 0x206F, 0 },
    { 0x20D0, 0x20F0, 0 }, { 0x231A, 0x231B, 2 }, { 0x2329, 0x232A, 2 }, { 0x23E9, 0x23EC, 2 },
    { 0x23F0, 0x23F0, 2 }, { 0x23F3, 0x23F3, 2 }, { 0x25FD, 0x25FE, 2 }, { 0x2614, 0x2615, 2 },
    { 0x2630, 0x2637, 2 }, { 0x2648, 0x2653, 2 }, { 0x267F, 0x267F, 2 }, { 0x268A, 0x268F, 2 },
    { 0x2693, 0x2693, 2 }, { 0x26A1, 0x26A1, 2 }, { 0x26AA, 0x26AB, 2 }, { 0x26BD, 0x26BE, 2 },
    { 0x26C4, 0x26C5, 2 }, { 0x26CE, 0x26CE, 2 }, { 0x26D4, 0x26D4, 2 }, { 0x26EA, 0x26EA, 2 },
    { 0x26F2, 0x26F3, 2 }, { 0x26F5, 0x26F5, 2 }, { 0x26FA, 0x26FA, 2 }, { 0x26FD, 0x26FD, 2 },
    { 0x2705, 0x2705, 2 }, { 0x270A, 0x270B, 2 }, { 0x2728, 0x2728, 2 }, { 0x274C, 0x274C, 2 },
    { 0x274E, 0x274E, 2 }, { 0x2753, 0x2755, 2 }, { 0x2757, 0x2757, 2 }, { 0x2795, 0x2797, 2 },
    { 0x27B0, 0x27B0, 2 }, { 0x27BF, 0x27BF, 2 }, { 0x2B1B, 0x2B1C, 2 }, { 0x2B50, 0x2B50, 2 },
    { 0x2B55, 0x2B55, 2 }, { 0x2CEF, 0x2CF1, 0 }, { 0x2D7F, 0x2D7F, 0 }, { 0x2DE0, 0x2DFF, 0 },
    { 0x2E80, 0x2E99, 2 }, { 0x2E9B, 0x2EF3, 2 }, { 0x2F00, 0x2FD5, 2 }, { 0x2FF0, 0x303E, 2 },
    { 0x3041, 0x3096, 2 }, { 0x3099, 0x30FF, 2 }, { 0x3105, 0x312F, 2 }, { 0x3131, 0x318E, 2 },
    { 0x3190, 0x31E5, 2 }, { 0x31EF, 0x321E, 2 }, { 0x3220, 0x3247, 2 }, { 0x3250, 0xA48C, 2 },
    { 0xA490, 0xA4C6, 2 }, { 0xA66F, 0xA672, 0 }, { 0xA674, 0xA67D, 0 }, { 0xA69E, 0xA69F, 0 },
    { 0xA6F0, 0xA6F1, 0 }, { 0xA802, 0xA802, 0 }, { 0xA806, 0xA806, 0 }, { 0xA80B, 0xA80B, 0 },
    { 0xA825, 0xA826, 0 }, { 0xA82C, 0xA82C, 0 }, { 0xA8C4, 0xA8C5, 0 }, { 0xA8E0, 0xA8F1, 0 },
    { 0xA8FF, 0xA8FF, 0 }, { 0xA926, 0xA92D, 0 }, { 0xA947, 0xA951, 0 }, { 0xA960, 0xA97C, 2 },
    { 0xA980, 0xA982, 0 }, { 0xA9B3, 0xA9B3, 0 }, { 0xA9B6, 0xA9B9, 0 }, { 0xA9BC, 0xA9BD, 0 },
    { 0xA9E5, 0xA9E5, 0 }, { 0xAA29, 0xAA2E, 0 }, { 0xAA31, 0xAA32, 0 }, { 0xAA35, 0xAA36, 0 },
    { 0xAA43, 0xAA43, 0 }, { 0xAA4C, 0xAA4C, 0 }, { 0xAA7C, 0xAA7C, 0 }, { 0xAAB0, 0xAAB0, 0 },
    { 0xAAB2, 0xAAB4, 0 }, { 0xAAB7, 0xAAB8, 0 }, { 0xAABE, 0xAABF, 0 }, { 0xAAC1, 0xAAC1, 0 },
    { 0xAAEC, 0xAAED, 0 }, { 0xAAF6, 0xAAF6, 0 }, { 0xABE5, 0xABE5, 0 }, { 0xABE8, 0xABE8, 0 },
    { 0xABED, 0xABED, 0 }, { 0xAC00, 0xD7A3, 2 }, { 0xF900, 0xFAFF, 2 }, { 0xFB1E, 0xFB1E, 0 },
    { 0xFE00, 0xFE0F, 0 }, { 0xFE10, 0xFE19, 2 }, { 0xFE20, 0xFE2F, 0 }, { 0xFE30, 0xFE52, 2 },
    { 0xFE54, 0xFE66, 2 }, { 0xFE68, 0xFE6B, 2 }, { 0xFEFF, 0xFEFF, 0 }, { 0xFF01, 0xFF60, 2 },
    { 0xFFE0, 0xFFE6, 2 }, { 0xFFF9, 0xFFFB, 0 }, { 0x101FD, 0x101FD, 0 }, { 0x102E0, 0x102E0, 0 },
    { 0x10376, 0x1037A, 0 }, { 0x10A01, 0x10A03, 0 }, { 0x10A05, 0x10A06, 0 }, { 0x10A0C, 0x10A0F, 0 },
    { 0x10A38, 0x10A3A, 0 }, { 0x10A3F, 0x10A3F, 0 }, { 0x10AE5, 0x10AE6, 0 }, { 0x10D24, 0x10D27, 0 },
    { 0x10D69, 0x10D6D, 0 }, { 0x10EAB, 0x10EAC, 0 }, { 0x10EFA, 0x10EFF, 0 }, { 0x10F46, 0x10F50, 0 },
    { 0x10F82, 0x10F85, 0 }, { 0x11001, 0x11001, 0 }, { 0x11038, 0x11046, 0 }, { 0x11070, 0x11070, 0 },
    { 0x11073, 0x11074, 0 }, { 0x1107F, 0x11081, 0 }, { 0x110B3, 0x110B6, 0 }, { 0x110B9, 0x110BA, 0 },
    { 0x110BD, 0x110BD, 0 }, { 0x110C2, 0x110C2, 0 }, { 0x110CD, 0x110CD, 0 }, { 0x11100, 0x11102, 0 },
    { 0x11127, 0x1112B, 0 }, { 0x1112D, 0x11134, 0 }, { 0x11173, 0x11173, 0 }, { 0x11180, 0x11181, 0 },
    { 0x111B6, 0x111BE, 0 }, { 0x111C9, 0x111CC, 0 }, { 0x111CF, 0x111CF, 0 }, { 0x1122F, 0x11231, 0 },
    { 0x11234, 0x11234, 0 }, { 0x11236, 0x11237, 0 }, { 0x1123E, 0x1123E, 0 }, { 0x11241, 0x11241, 0 },
    { 0x112DF, 0x112DF, 0 }, { 0x112E3, 0x112EA, 0 }, { 0x11300, 0x11301, 0 }, { 0x1133B, 0x1133C, 0 },
    { 0x11340, 0x11340, 0 }, { 0x11366, 0x1136C, 0 }, { 0x11370, 0x11374, 0 }, { 0x113BB, 0x113C0, 0 },
    { 0x113CE, 0x113CE, 0 }, { 0x113D0, 0x113D0, 0 }, { 0x113D2, 0x113D2, 0 }, { 0x113E1, 0x113E2, 0 },
    { 0x11438, 0x1143F, 0 }, { 0x11442, 0x11444, 0 }, { 0x11446, 0x11446, 0 }, { 0x1145E, 0x1145E, 0 },
    { 0x114B3, 0x114B8, 0 }, { 0x114BA, 0x114BA, 0 }, { 0x114BF, 0x114C0, 0 }, { 0x114C2, 0x114C3, 0 },
    { 0x115B2, 0x115B5, 0 }, { 0x115BC, 0x115BD, 0 }, { 0x115BF, 0x115C0, 0 }, { 0x115DC, 0x115DD, 0 },
    { 0x11633, 0x1163A, 0 }, { 0x1163D, 0x1163D, 0 }, { 0x1163F, 0x11640, 0 }, { 0x116AB, 0x116AB, 0 },
    { 0x116AD, 0x116AD, 0 }, { 0x116B0, 0x116B5, 0 }, { 0x116B7, 0x116B7, 0 }, { 0x1171D, 0x1171D, 0 },
    { 0x1171F, 0x1171F, 0 }, { 0x11722, 0x11725, 0 }, { 0x11727, 0x1172B, 0 }, { 0x1182F, 0x11837, 0 },
    { 0x11839, 0x1183A, 0 }, { 0x1193B, 0x1193C, 0 }, { 0x1193E, 0x1193E, 0 }, { 0x11943, 0x11943, 0 },
    { 0x119D4, 0x119D7, 0 }, { 0x119DA, 0x119DB, 0 }, { 0x119E0, 0x119E0, 0 }, { 0x11A01, 0x11A0A, 0 },
    { 0x11A33, 0x11A38, 0 }, { 0x11A3B, 0x11A3E, 0 }, { 0x11A47, 0x11A47, 0 }, { 0x11A51, 0x11A56, 0 },
    { 0x11A59, 0x11A5B, 0 }, { 0x11A8A, 0x11A96, 0 }, { 0x11A98, 0x11A99, 0 }, { 0x11B60, 0x11B60, 0 },
    { 0x11B62, 0x11B64, 0 }, { 0x11B66, 0x11B66, 0 }, { 0x11C30, 0x11C36, 0 }, { 0x11C38, 0x11C3D, 0 },
    { 0x11C3F, 0x11C3F, 0 }, { 0x11C92, 0x11CA7, 0 }, { 0x11CAA, 0x11CB0, 0 }, { 0x11CB2, 0x11CB3, 0 },
    { 0x11CB5, 0x11CB6, 0 }, { 0x11D31, 0x11D36, 0 }, { 0x11D3A, 0x11D3A, 0 }, { 0x11D3C, 0x11D3D, 0 },
    { 0x11D3F, 0x11D45, 0 }, { 0x11D47, 0x11D47, 0 }, { 0x11D90, 0x11D91, 0 }, { 0x11D95, 0x11D95, 0 },
    { 0x11D97, 0x11D97, 0 }, { 0x11EF3, 0x11EF4, 0 }, { 0x11F00, 0x11F01, 0 }, { 0x11F36, 0x11F3A, 0 },
    { 0x11F40, 0x11F40, 0 }, { 0x11F42, 0x11F42, 0 }, { 0x11F5A, 0x11F5A, 0 }, { 0x13430, 0x13440, 0 },
    { 0x13447, 0x13455, 0 }, { 0x1611E, 0x16129, 0 }, { 0x1612D, 0x1612F, 0 }, { 0x16AF0, 0x16AF4, 0 },
    { 0x16B30, 0x16B36, 0 }, { 0x16F4F, 0x16F4F, 0 }, { 0x16F8F, 0x16F92, 0 }, { 0x16FE0, 0x16FE4, 2 },
    { 0x16FF0, 0x16FF6, 2 }, { 0x17000, 0x18CD5, 2 }, { 0x18CFF, 0x18D1E, 2 }, { 0x18D80, 0x18DF2, 2 },
    { 0x1AFF0, 0x1AFF3, 2 }, { 0x1AFF5, 0x1AFFB, 2 }, { 0x1AFFD, 0x1AFFE, 2 }, { 0x1B000, 0x1B122, 2 },
    { 0x1B132, 0x1B132, 2 }, { 0x1B150, 0x1B152, 2 }, { 0x1B155, 0x1B155, 2 }, { 0x1B164, 0x1B167, 2 },
    { 0x1B170, 0x1B2FB, 2 }, { 0x1BC9D, 0x1BC9E, 0 }, { 0x1BCA0, 0x1BCA3, 0 }, { 0x1CF00, 0x1CF2D, 0 },
    { 0x1CF30, 0x1CF46, 0 }, { 0x1D15E, 0x1D15F, 2 }, { 0x1D160, 0x1D164, 3 }, { 0x1D167, 0x1D169, 0 },
    { 0x1D173, 0x1D182, 0 }, { 0x1D185, 0x1D18B, 0 }, { 0x1D1AA, 0x1D1AD, 0 }, { 0x1D1BB, 0x1D1BC, 2 },
    { 0x1D1BD, 0x1D1C0, 3 }, { 0x1D242, 0x1D244, 0 }, { 0x1D300, 0x1D356, 2 }, { 0x1D360, 0x1D376, 2 },
    { 0x1DA00, 0x1DA36, 0 }, { 0x1DA3B, 0x1DA6C, 0 }, { 0x1DA75, 0x1DA75, 0 }, { 0x1DA84, 0x1DA84, 0 },
    { 0x1DA9B, 0x1DA9F, 0 }, { 0x1DAA1, 0x1DAAF, 0 }, { 0x1E000, 0x1E006, 0 }, { 0x1E008, 0x1E018, 0 },
    { 0x1E01B, 0x1E021, 0 }, { 0x1E023, 0x1E024, 0 }, { 0x1E026, 0x1E02A, 0 }, { 0x1E08F, 0x1E08F, 0 },
    { 0x1E130, 0x1E136, 0 }, { 0x1E2AE, 0x1E2AE, 0 }, { 0x1E2EC, 0x1E2EF, 0 }, { 0x1E4EC, 0x1E4EF, 0 },
    { 0x1E5EE, 0x1E5EF, 0 }, { 0x1E6E3, 0x1E6E3, 0 }, { 0x1E6E6, 0x1E6E6, 0 }, { 0x1E6EE, 0x1E6EF, 0 },
    { 0x1E6F5, 0x1E6F5, 0 }, { 0x1E8D0, 0x1E8D6, 0 }, { 0x1E944, 0x1E94A, 0 }, { 0x1F004, 0x1F004, 2 },
    { 0x1F0CF, 0x1F0CF, 2 }, { 0x1F18E, 0x1F18E, 2 }, { 0x1F191, 0x1F19A, 2 }, { 0x1F1E6, 0x1F202, 2 },
    { 0x1F210, 0x1F23B, 2 }, { 0x1F240, 0x1F248, 2 }, { 0x1F250, 0x1F251, 2 }, { 0x1F260, 0x1F265, 2 },
    { 0x1F300, 0x1F320, 2 }, { 0x1F32D, 0x1F335, 2 }, { 0x1F337, 0x1F37C, 2 }, { 0x1F37E, 0x1F393, 2 },
    { 0x1F3A0, 0x1F3CA, 2 }, { 0x1F3CF, 0x1F3D3, 2 }, { 0x1F3E0, 0x1F3F0, 2 }, { 0x1F3F4, 0x1F3F4, 2 },
    { 0x1F3F8, 0x1F43E, 2 }, { 0x1F440, 0x1F440, 2 }, { 0x1F442, 0x1F4FC, 2 }, { 0x1F4FF, 0x1F53D, 2 },
    { 0x1F54B, 0x1F54E, 2 }, { 0x1F550, 0x1F567, 2 }, { 0x1F57A, 0x1F57A, 2 }, { 0x1F595, 0x1F596, 2 },
    { 0x1F5A4, 0x1F5A4, 2 }, { 0x1F5FB, 0x1F64F, 2 }, { 0x1F680, 0x1F6C5, 2 }, { 0x1F6CC, 0x1F6CC, 2 },
    { 0x1F6D0, 0x1F6D2, 2 }, { 0x1F6D5, 0x1F6D8, 2 }, { 0x1F6DC, 0x1F6DF, 2 }, { 0x1F6EB, 0x1F6EC, 2 },
    { 0x1F6F4, 0x1F6FC, 2 }, { 0x1F7E0, 0x1F7EB, 2 }, { 0x1F7F0, 0x1F7F0, 2 }, { 0x1F90C, 0x1F93A, 2 },
    { 0x1F93C, 0x1F945, 2 }, { 0x1F947, 0x1F9FF, 2 }, { 0x1FA70, 0x1FA7C, 2 }, { 0x1FA80, 0x1FA8A, 2 },
    { 0x1FA8E, 0x1FAC6, 2 }, { 0x1FAC8, 0x1FAC8, 2 }, { 0x1FACD, 0x1FADC, 2 }, { 0x1FADF, 0x1FAEA, 2 },
    { 0x1FAEF, 0x1FAF8, 2 }, { 0x20000, 0x2FFFD, 2 }, { 0x30000, 0x3FFFD, 2 }, { 0xE0001, 0xE0001, 0 },
    { 0xE0020, 0xE007F, 0 }, { 0xE0100, 0xE01EF, 0 }
};

size_t code_point_width(char32_t c)
{
    if (c < 0x20)
        return 0;
    if (c < 0x7F)
        return 1;
    auto it = std::upper_bound(std::begin(kWidthRanges), std::end(kWidthRanges), c,
        [](char32_t value, const WidthRange& range) { return value < range.first; });
    if (it != std::begin(kWidthRanges) && c <= (it - 1)->last)
        return (it - 1)->width;
    return 1;
}

// getStringWidth(str, removeControlChars = false), the ICU variant: the columns the
// string takes in a terminal. (Node normalises to NFC first; evloop measures the code
// points as they are, which differs only for decomposed sequences that compose into a
// character of another width.)
size_t get_string_width(std::string_view s)
{
    size_t width = 0;
    for (char32_t c : code_points(s))
        width += code_point_width(c);
    return width;
}

std::string hex_lower(unsigned v)
{
    static const char* digits = "0123456789abcdef";
    std::string out;
    do {
        out.insert(out.begin(), digits[v & 15]);
        v >>= 4;
    } while (v);
    return out;
}

// Node's `meta` table: the escape for a control character, the single quote or the
// backslash (code < 0xA0); "" for characters that are not escaped.
std::string meta(char16_t c)
{
    static const char* named[] = { "\\x00", "\\x01", "\\x02", "\\x03", "\\x04", "\\x05", "\\x06", "\\x07", "\\b", "\\t",
        "\\n", "\\x0B", "\\f", "\\r", "\\x0E", "\\x0F", "\\x10", "\\x11", "\\x12", "\\x13", "\\x14", "\\x15", "\\x16",
        "\\x17", "\\x18", "\\x19", "\\x1A", "\\x1B", "\\x1C", "\\x1D", "\\x1E", "\\x1F" };
    if (c < 0x20)
        return named[c];
    if (c == '\'')
        return "\\'";
    if (c == '\\')
        return "\\\\";
    if (c >= 0x7F && c <= 0x9F) {
        static const char* hex = "0123456789ABCDEF";
        return std::string("\\x") + hex[c >> 4] + hex[c & 15];
    }
    return "";
}

// escapeFn: the replacement for one character matched by strEscapeSequencesReplacer.
std::u16string escape_fn(char16_t c)
{
    return utf8_to_utf16(c < 0xA0 ? meta(c) : "\\u" + hex_lower(c));
}

bool is_lead_surrogate(char16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
bool is_trail_surrogate(char16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

// RegExpPrototypeSymbolReplace(strEscapeSequencesReplacer, str, escapeFn): escapes
// control characters, the single quote, the backslash and lone surrogates (no quotes).
std::string escape_without_quotes(std::u16string_view str)
{
    std::u16string out;
    for (size_t i = 0; i < str.size(); ++i) {
        char16_t c = str[i];
        if (c < 0x20 || c == '\'' || c == '\\' || (c >= 0x7F && c <= 0x9F)) {
            out += escape_fn(c);
        } else if (is_lead_surrogate(c) && i + 1 < str.size() && is_trail_surrogate(str[i + 1])) {
            out += c;
            out += str[++i];
        } else if (is_lead_surrogate(c) || is_trail_surrogate(c)) {
            out += escape_fn(c);
        } else {
            out += c;
        }
    }
    return utf16_to_utf8(out);
}

// addQuotes
std::string add_quotes(const std::string& str, int quotes)
{
    if (quotes == -1)
        return "\"" + str + "\"";
    if (quotes == -2)
        return "`" + str + "`";
    return "'" + str + "'";
}

// strEscape: quotes a string for output, choosing ' then " then ` so that the single
// quote needs no escape where possible, and escapes control characters, the backslash
// and lone surrogates.
std::string str_escape(std::u16string_view str)
{
    int single_quote = 39;
    if (str.find(u'\'') != std::u16string_view::npos) {
        if (str.find(u'"') == std::u16string_view::npos)
            single_quote = -1;
        else if (str.find(u'`') == std::u16string_view::npos && str.find(u"${") == std::u16string_view::npos)
            single_quote = -2;
    }
    std::u16string result;
    for (size_t i = 0; i < str.size(); ++i) {
        char16_t point = str[i];
        if (point == single_quote || point == 92 || point < 32 || (point > 126 && point < 160)) {
            result += utf8_to_utf16(meta(point));
        } else if (point >= 0xD800 && point <= 0xDFFF) {
            if (point <= 0xDBFF && i + 1 < str.size() && is_trail_surrogate(str[i + 1])) {
                result += point;
                result += str[++i];
                continue;
            }
            result += utf8_to_utf16("\\u" + hex_lower(point));
        } else {
            result += point;
        }
    }
    return add_quotes(utf16_to_utf8(result), single_quote);
}

// keyStrRegExp = /^[a-zA-Z_][a-zA-Z_0-9]*$/
bool is_plain_key(std::u16string_view s)
{
    if (s.empty())
        return false;
    for (size_t i = 0; i < s.size(); ++i) {
        char16_t c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i > 0 && c >= '0' && c <= '9');
        if (!ok)
            return false;
    }
    return true;
}

// numberRegExp = /^(0|[1-9][0-9]*)$/
bool is_number_key(std::u16string_view s)
{
    if (s.empty())
        return false;
    if (s == u"0")
        return true;
    if (s[0] < '1' || s[0] > '9')
        return false;
    return std::all_of(s.begin(), s.end(), [](char16_t c) { return c >= '0' && c <= '9'; });
}

// SymbolPrototypeToString: symbol_to_string16() and symbol_to_string() (inspect.h)

// remainingText
std::string remaining_text(size_t remaining)
{
    return "... " + std::to_string(remaining) + " more item" + (remaining > 1 ? "s" : "");
}

// --- object helpers ----------------------------------------------------------------------

// Clears a pending exception: for Node's `try { … } catch {}` spots.
void swallow(VM& vm) { vm.take_exception(); }

bool has_own(Object* o, const PropertyKey& key) { return o->get_own_property(key).has_value(); }

// ObjectPrototypePropertyIsEnumerable
bool is_own_enumerable(Object* o, const PropertyKey& key)
{
    auto p = o->get_own_property(key);
    return p && p->enumerable();
}

// Is `proto` on `o`'s prototype chain (OrdinaryHasInstance's loop)?
bool has_in_prototype_chain(Object* o, Object* proto)
{
    for (Object* p = o->prototype(); p; p = p->prototype())
        if (p == proto)
            return true;
    return false;
}

// isInstanceof: `object instanceof proto`, false if that throws.
bool is_instanceof(Context& ctx, Object* object, Object* constructor)
{
    auto result = ctx.vm.instance_of(Value(object), Value(constructor));
    if (result.is_throw()) {
        swallow(ctx.vm);
        return false;
    }
    return result.value();
}

// isError: isNativeError(e) || e instanceof Error
bool is_error(Context& ctx, Object* o)
{
    if (o->object_class() == ObjectClass::Error)
        return true;
    Object* error_prototype = ctx.vm.error_prototype();
    return error_prototype && has_in_prototype_chain(o, error_prototype);
}

// builtInObjects: the global names matching /^[A-Z][a-zA-Z0-9]+$/ when Node starts.
bool is_builtin_object_name(const std::string& name)
{
    static const char* names[] = { "Object", "Function", "Array", "Number", "Infinity", "NaN", "Boolean", "String",
        "Symbol", "Date", "Promise", "RegExp", "Error", "AggregateError", "EvalError", "RangeError", "ReferenceError",
        "SyntaxError", "TypeError", "URIError", "JSON", "Math", "Intl", "ArrayBuffer", "Uint8Array", "Int8Array",
        "Uint16Array", "Int16Array", "Uint32Array", "Int32Array", "Float32Array", "Float64Array", "Uint8ClampedArray",
        "BigUint64Array", "BigInt64Array", "DataView", "Map", "BigInt", "Set", "WeakMap", "WeakSet", "Proxy", "Reflect",
        "FinalizationRegistry", "WeakRef", "Buffer", "URL", "URLSearchParams", "DOMException", "AbortController",
        "AbortSignal", "Event", "EventTarget", "TextEncoder", "TextDecoder", "TransformStream",
        "TransformStreamDefaultController", "WritableStream", "WritableStreamDefaultController",
        "WritableStreamDefaultWriter", "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader",
        "ReadableStreamBYOBRequest", "ReadableByteStreamController", "ReadableStreamDefaultController",
        "ByteLengthQueuingStrategy", "CountQueuingStrategy", "TextEncoderStream", "TextDecoderStream",
        "CompressionStream", "DecompressionStream", "BroadcastChannel", "MessageChannel", "MessagePort", "MessageEvent",
        "Blob", "File", "Performance", "PerformanceEntry", "PerformanceMark", "PerformanceMeasure",
        "PerformanceObserver", "PerformanceObserverEntryList", "PerformanceResourceTiming", "FormData", "Headers",
        "Request", "Response", "SharedArrayBuffer", "Atomics", "WebAssembly", "Crypto", "CryptoKey", "SubtleCrypto",
        "CustomEvent" };
    return std::any_of(std::begin(names), std::end(names), [&](const char* n) { return name == n; });
}

// Does `o` have an own `constructor` data property holding a function whose `name` is
// in builtInObjects? (Node: `descriptor !== undefined && typeof descriptor.value ===
// 'function' && builtInObjects.has(descriptor.value.name)`.)
ThrowOr<bool> has_builtin_constructor(VM& vm, Object* o)
{
    auto desc = o->get_own_property(vm.key("constructor"));
    if (!desc || desc->is_accessor() || !VM::is_callable(desc->value))
        return false;
    Value name = TRY(desc->value.as_object()->get(vm, vm.key("name")));
    return name.is_string() && is_builtin_object_name(name.as_string()->utf8());
}

// String(value), where a symbol gives its descriptive string instead of throwing.
ThrowOr<std::u16string> js_string16(VM& vm, Value v)
{
    if (v.is_symbol())
        return symbol_to_string16(v.as_symbol());
    return TRY(vm.to_string(v))->string();
}

ThrowOr<std::string> js_string(VM& vm, Value v) { return utf16_to_utf8(TRY(js_string16(vm, v))); }

// V8's JSReceiver::GetConstructorName (util's internal getConstructorName), used for
// objects whose prototype chain names no constructor. V8 first asks the map for the
// function that created the object, which evloop does not record; then, along the
// prototype chain, an own data [Symbol.toStringTag] string or (from the first prototype
// on) a `constructor` function named neither "" nor "Object"; then the kind of object.
std::string internal_constructor_name(VM& vm, Object* receiver)
{
    PropertyKey tag_key = PropertyKey::symbol(vm.symbol_to_string_tag());
    PropertyKey constructor_key = vm.key("constructor");
    PropertyKey name_key = vm.key("name");
    for (Object* current = receiver; current; current = current->prototype()) {
        auto tag = current->get_own_property(tag_key);
        if (tag && !tag->is_accessor() && tag->value.is_string())
            return tag->value.as_string()->utf8();
        if (current == receiver)
            continue;
        auto constructor = current->get_own_property(constructor_key);
        if (constructor && !constructor->is_accessor() && VM::is_callable(constructor->value)) {
            // SharedFunctionInfo::DebugName: the function's own `name` data property here.
            auto name = constructor->value.as_object()->get_own_property(name_key);
            if (name && !name->is_accessor() && name->value.is_string()) {
                std::string n = name->value.as_string()->utf8();
                if (!n.empty() && n != "Object")
                    return n;
            }
        }
    }
    // JSReceiver::class_name
    switch (receiver->object_class()) {
    case ObjectClass::Array: return "Array";
    case ObjectClass::Function: return "Function";
    case ObjectClass::Error: return "Error";
    case ObjectClass::Boolean: return "Boolean";
    case ObjectClass::Number: return "Number";
    case ObjectClass::String: return "String";
    case ObjectClass::Symbol: return "Symbol";
    case ObjectClass::BigInt: return "BigInt";
    case ObjectClass::Promise: return "Promise";
    case ObjectClass::Map: return "Map";
    case ObjectClass::Set: return "Set";
    case ObjectClass::Arguments: return "Arguments";
    case ObjectClass::Date: return "Date";
    case ObjectClass::ArrayBuffer: return receiver->class_name();
    case ObjectClass::TypedArray: return receiver->class_name();
    case ObjectClass::DataView: return "DataView";
    default: return "Object";
    }
}

// --- forward declarations (the same mutual recursion as Node's) ----------------------------

ThrowOr<std::string> format_value(Context& ctx, Value value, int recurse_times);
// (Node's `original` parameter only matters for the `getters` option, which is not ported.)
ThrowOr<std::string> format_property(Context& ctx, Object* value, int recurse_times, const PropertyKey& key,
    int type, std::optional<Property> desc = std::nullopt);
ThrowOr<std::string> inspect_with(VM& vm, Value value, const InspectOptions& options);

// --- primitives ----------------------------------------------------------------------------

// formatNumber: format_number() (inspect.h)

// formatPrimitive
std::string format_primitive(Context& ctx, Value value)
{
    switch (value.tag()) {
    case Tag::String: {
        std::u16string_view str = value.as_string()->string();
        std::string trailer;
        if (str.size() > ctx.max_string_length) {
            size_t remaining = str.size() - ctx.max_string_length;
            str = str.substr(0, ctx.max_string_length);
            trailer = "... " + std::to_string(remaining) + " more character" + (remaining > 1 ? "s" : "");
        }
        if (ctx.compact != kCompactTrue && str.size() > kMinLineLength
            && static_cast<long>(str.size()) > static_cast<long>(ctx.break_length) - ctx.indentation_lvl - 4) {
            // Split after each line break (RegExpPrototypeSymbolSplit(/(?<=\n)/, value)) and
            // quote each line on its own.
            std::vector<std::string> lines;
            size_t start = 0;
            for (size_t i = 0; i + 1 < str.size(); ++i) {
                if (str[i] == '\n') {
                    lines.push_back(str_escape(str.substr(start, i + 1 - start)));
                    start = i + 1;
                }
            }
            lines.push_back(str_escape(str.substr(start)));
            return join(lines, " +\n" + spaces(ctx.indentation_lvl + 2)) + trailer;
        }
        return str_escape(str) + trailer;
    }
    case Tag::Number: return format_number(value.as_number());
    case Tag::Boolean: return value.as_bool() ? "true" : "false";
    case Tag::Symbol: return symbol_to_string(value.as_symbol());
    case Tag::Null: return "null";
    case Tag::BigInt: return to_string(value.as_bigint()) + "n"; // formatBigInt
    default: return "undefined";
    }
}

// --- constructor names and prefixes ------------------------------------------------------------

ThrowOr<void> add_prototype_properties(Context& ctx, Object* main, Object* obj, int recurse_times,
    std::vector<std::string>& output);

// getConstructorName: the name of the first constructor on the prototype chain that
// `obj` is an instance of; nullopt for null-prototype objects.
ThrowOr<ConstructorName> get_constructor_name(Context& ctx, Object* obj, int recurse_times,
    std::vector<std::string>* proto_props)
{
    VM& vm = ctx.vm;
    Object* first_proto = nullptr;
    bool first_proto_set = false; // Node's firstProto is `undefined` until the first step
    Object* tmp = obj;
    while (obj) {
        // wellKnownPrototypes: Object.prototype and Function.prototype, in case their
        // `constructor` was tampered with.
        const char* well_known = obj == vm.object_prototype() ? "Object"
            : obj == vm.function_prototype()                  ? "Function"
                                                              : nullptr;
        if (well_known && has_in_prototype_chain(tmp, obj)) {
            if (proto_props && (!first_proto_set || first_proto != obj))
                TRY(add_prototype_properties(ctx, tmp, first_proto_set && first_proto ? first_proto : tmp,
                    recurse_times, *proto_props));
            return ConstructorName { well_known };
        }
        auto desc = obj->get_own_property(vm.key("constructor"));
        if (desc && !desc->is_accessor() && VM::is_callable(desc->value)) {
            Object* constructor = desc->value.as_object();
            Value name = TRY(constructor->get(vm, vm.key("name")));
            bool empty = name.is_string() && name.as_string()->string().empty();
            if (!empty && is_instanceof(ctx, tmp, constructor)) {
                std::string name_string = TRY(js_string(vm, name));
                if (proto_props && ((!first_proto_set || first_proto != obj) || !is_builtin_object_name(name_string)))
                    TRY(add_prototype_properties(ctx, tmp, first_proto_set && first_proto ? first_proto : tmp,
                        recurse_times, *proto_props));
                return ConstructorName { name_string };
            }
        }
        obj = obj->prototype();
        if (!first_proto_set) {
            first_proto = obj;
            first_proto_set = true;
        }
    }
    if (!first_proto)
        return ConstructorName {};

    std::string res = internal_constructor_name(vm, tmp);
    if (recurse_times > ctx.depth)
        return ConstructorName { res + " <Complex prototype>" };

    ConstructorName proto_constr = TRY(get_constructor_name(ctx, first_proto, recurse_times + 1, proto_props));
    if (!proto_constr) {
        InspectOptions options { -1, ctx.break_length, ctx.compact, ctx.max_array_length, ctx.max_string_length,
            ctx.show_hidden };
        return ConstructorName { res + " <" + TRY(inspect_with(vm, Value(first_proto), options)) + ">" };
    }
    return ConstructorName { res + " <" + *proto_constr + ">" };
}

// addPrototypeProperties (showHidden only): lists the non-function properties that the
// first three user-defined prototype layers add.
ThrowOr<void> add_prototype_properties(Context& ctx, Object* main, Object* obj, int recurse_times,
    std::vector<std::string>& output)
{
    int depth = 0;
    std::vector<PropertyKey> keys;
    std::vector<PropertyKey> key_set;
    do {
        if (depth != 0 || main == obj) {
            obj = obj->prototype();
            if (!obj)
                return {};
            if (TRY(has_builtin_constructor(ctx.vm, obj)))
                return {};
        }
        if (depth == 0)
            key_set.clear();
        else
            key_set.insert(key_set.end(), keys.begin(), keys.end());
        keys = obj->own_property_keys();
        ctx.seen.push_back(main);
        for (const PropertyKey& key : keys) {
            if ((key.is_string() && key.as_string()->string() == u"constructor") || has_own(main, key)
                || (depth != 0 && std::find(key_set.begin(), key_set.end(), key) != key_set.end()))
                continue;
            auto desc = obj->get_own_property(key);
            if (!desc || (!desc->is_accessor() && VM::is_callable(desc->value)))
                continue;
            output.push_back(TRY(format_property(ctx, obj, recurse_times, key, kObjectType, desc)));
        }
        ctx.seen.pop_back();
    } while (++depth != 3);
    return {};
}

// getPrefix
std::string get_prefix(const ConstructorName& constructor, const std::string& tag, const std::string& fallback,
    const std::string& size = "")
{
    if (!constructor) {
        if (!tag.empty() && fallback != tag)
            return "[" + fallback + size + ": null prototype] [" + tag + "] ";
        return "[" + fallback + size + ": null prototype] ";
    }
    if (!tag.empty() && *constructor != tag)
        return *constructor + size + " [" + tag + "] ";
    return *constructor + size + " ";
}

// getCtxStyle
std::string get_ctx_style(VM& vm, Object* value, const ConstructorName& constructor, const std::string& tag)
{
    std::string fallback;
    if (!constructor) {
        fallback = internal_constructor_name(vm, value);
        if (fallback == tag)
            fallback = "Object";
    }
    return get_prefix(constructor, tag, fallback);
}

// getKeys: own enumerable string keys and enumerable symbols (all of them with showHidden).
std::vector<PropertyKey> get_keys(Context& ctx, Object* value)
{
    std::vector<PropertyKey> keys;
    for (const PropertyKey& key : value->own_property_keys()) {
        if (ctx.show_hidden || is_own_enumerable(value, key))
            keys.push_back(key);
    }
    return keys;
}

// getOwnNonIndexProperties(value, filter): like getKeys without the array indices.
std::vector<PropertyKey> get_own_non_index_properties(Context& ctx, Object* value)
{
    std::vector<PropertyKey> keys;
    if (ctx.show_hidden && value->is_array()) {
        // V8 lists an array's own `length` first. (evloop's Array::own_property_keys
        // leaves it out, so it is added here.)
        PropertyKey length = ctx.vm.key("length");
        auto own = value->own_property_keys();
        if (std::find(own.begin(), own.end(), length) == own.end() && has_own(value, length))
            keys.push_back(length);
    }
    for (const PropertyKey& key : value->own_property_keys()) {
        if (key.is_index())
            continue;
        if (ctx.show_hidden || is_own_enumerable(value, key))
            keys.push_back(key);
    }
    return keys;
}

// --- functions, boxed primitives, errors -------------------------------------------------------

// getClassBase
ThrowOr<std::string> get_class_base(Context& ctx, Object* value, const ConstructorName& constructor,
    const std::string& tag)
{
    VM& vm = ctx.vm;
    std::string name = "(anonymous)";
    if (has_own(value, vm.key("name"))) {
        Value n = TRY(value->get(vm, vm.key("name")));
        if (VM::to_boolean(n))
            name = TRY(js_string(vm, n));
    }
    std::string base = "class " + name;
    if (constructor && *constructor != "Function")
        base += " [" + *constructor + "]";
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    if (constructor) {
        Object* proto = value->prototype();
        if (proto) {
            Value super_name = TRY(proto->get(vm, vm.key("name")));
            if (VM::to_boolean(super_name))
                base += " extends " + TRY(js_string(vm, super_name));
        }
    } else {
        base += " extends [null prototype]";
    }
    return "[" + base + "]";
}

// getFunctionBase. Node recognises classes by their source text; evloop asks the code.
ThrowOr<std::string> get_function_base(Context& ctx, Object* value, const ConstructorName& constructor,
    const std::string& tag)
{
    VM& vm = ctx.vm;
    auto* closure = dynamic_cast<Closure*>(value);
    if ((closure && closure->code()->is_class_constructor()) || static_cast<FunctionObject*>(value)->is_class_constructor())
        return get_class_base(ctx, value, constructor, tag);
    std::string type = "Function";
    if (closure && closure->code()->is_generator)
        type = "Generator" + type;
    if (closure && closure->code()->is_async)
        type = "Async" + type;
    std::string base = "[" + type;
    if (!constructor)
        base += " (null prototype)";
    Value name = TRY(value->get(vm, vm.key("name")));
    if (name.is_string() && name.as_string()->string().empty())
        base += " (anonymous)";
    else
        base += ": " + TRY(js_string(vm, name));
    base += "]";
    if (constructor && *constructor != type)
        base += " " + *constructor;
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    return base;
}

bool is_boxed_primitive(Object* o)
{
    switch (o->object_class()) {
    case ObjectClass::Number:
    case ObjectClass::String:
    case ObjectClass::Boolean:
    case ObjectClass::Symbol:
    case ObjectClass::BigInt: return true;
    default: return false;
    }
}

// getBoxedBase
std::string get_boxed_base(Context& ctx, Object* value, std::vector<PropertyKey>& keys,
    const ConstructorName& constructor, const std::string& tag)
{
    std::string type;
    switch (value->object_class()) {
    case ObjectClass::Number: type = "Number"; break;
    case ObjectClass::String: {
        type = "String";
        // Node drops the first value.length keys (the string's indices).
        size_t length = value->primitive_value().is_string() ? value->primitive_value().as_string()->string().size() : 0;
        std::erase_if(keys, [&](const PropertyKey& k) { return k.is_index() && k.as_index() < length; });
        break;
    }
    case ObjectClass::Boolean: type = "Boolean"; break;
    case ObjectClass::BigInt: type = "BigInt"; break;
    default: type = "Symbol"; break;
    }
    std::string base = "[" + type;
    if (constructor != type) {
        if (!constructor)
            base += " (null prototype)";
        else
            base += " (" + *constructor + ")";
    }
    base += ": " + format_primitive(ctx, value->primitive_value()) + "]";
    if (!tag.empty() && constructor != tag)
        base += " [" + tag + "]";
    return base;
}

// ErrorPrototypeToString
ThrowOr<std::string> error_to_string(VM& vm, Object* error)
{
    Value name = TRY(error->get(vm, vm.key("name")));
    Value message = TRY(error->get(vm, vm.key("message")));
    std::string n = name.is_undefined() ? "Error" : TRY(js_string(vm, name));
    std::string m = message.is_undefined() ? "" : TRY(js_string(vm, message));
    if (n.empty())
        return m;
    if (m.empty())
        return n;
    return n + ": " + m;
}

// getStackString
ThrowOr<std::string> get_stack_string(VM& vm, Object* error)
{
    Value stack = TRY(error->get(vm, vm.key("stack")));
    if (VM::to_boolean(stack))
        return js_string(vm, stack);
    return error_to_string(vm, error);
}

std::vector<std::string> split_lines(std::string_view s)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (;;) {
        size_t nl = s.find('\n', start);
        if (nl == std::string_view::npos) {
            out.emplace_back(s.substr(start));
            return out;
        }
        out.emplace_back(s.substr(start, nl - start));
        start = nl + 1;
    }
}

struct SequenceRange {
    size_t len = 0;
    size_t offset = 0;
};

// identicalSequenceRange
SequenceRange identical_sequence_range(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    for (size_t i = 0; i + 3 < a.size(); ++i) {
        auto it = std::find(b.begin(), b.end(), a[i]);
        if (it == b.end())
            continue;
        size_t pos = static_cast<size_t>(it - b.begin());
        size_t rest = b.size() - pos;
        if (rest > 3) {
            size_t len = 1;
            size_t max_len = std::min(a.size() - i, rest);
            while (max_len > len && a[i + len] == b[pos + len])
                len++;
            if (len > 3)
                return { len, i };
        }
    }
    return {};
}

// getStackFrames: the frame lines, with the frames shared with `cause` elided.
ThrowOr<std::vector<std::string>> get_stack_frames(Context& ctx, Object* err, std::string_view stack)
{
    std::vector<std::string> frames = split_lines(stack);
    auto cause_result = err->get(ctx.vm, ctx.vm.key("cause"));
    if (cause_result.is_throw()) {
        swallow(ctx.vm);
        return frames;
    }
    Value cause = cause_result.value();
    if (cause.is_object() && is_error(ctx, cause.as_object())) {
        std::string cause_stack = TRY(get_stack_string(ctx.vm, cause.as_object()));
        size_t cause_stack_start = cause_stack.find("\n    at");
        if (cause_stack_start != std::string::npos) {
            std::vector<std::string> cause_frames = split_lines(std::string_view(cause_stack).substr(cause_stack_start + 1));
            SequenceRange range = identical_sequence_range(frames, cause_frames);
            if (range.len > 0) {
                size_t skipped = range.len - 2;
                std::string msg = "    ... " + std::to_string(skipped) + " lines matching cause stack trace ...";
                auto first = frames.begin() + static_cast<long>(range.offset + 1);
                frames.erase(first, first + static_cast<long>(skipped));
                frames.insert(frames.begin() + static_cast<long>(range.offset + 1), msg);
            }
        }
    }
    return frames;
}

// /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/ and /^([a-z_A-Z0-9-]*Error)$/ from improveStack.
std::string error_name_from_stack(std::string_view stack)
{
    auto in_class = [](char c, bool space_and_brackets) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
            || (space_and_brackets && (c == ' ' || c == '[' || c == ']' || c == '(' || c == ')'));
    };
    if (!stack.empty() && stack[0] >= 'A' && stack[0] <= 'Z') {
        size_t end = 1;
        while (end < stack.size() && in_class(stack[end], true))
            end++;
        if (end >= 2 && end < stack.size()
            && (stack[end] == ':' || stack.substr(end, 7) == "\n    at"))
            return std::string(stack.substr(0, end));
    }
    if (stack.size() >= 5 && stack.ends_with("Error")
        && std::all_of(stack.begin(), stack.end(), [&](char c) { return in_class(c, false); }))
        return std::string(stack);
    return "";
}

// improveStack: makes the first line name the constructor ("MyError [TypeError]: …").
std::string improve_stack(std::string stack, const ConstructorName& constructor, const std::string& name,
    const std::string& tag)
{
    size_t len = name.size();
    if (!constructor
        || (name.ends_with("Error") && stack.starts_with(name)
            && (stack.size() == len || stack[len] == ':' || stack[len] == '\n'))) {
        std::string fallback = "Error";
        if (!constructor) {
            fallback = error_name_from_stack(stack);
            len = fallback.size();
            if (fallback.empty())
                fallback = "Error";
        }
        std::string prefix = get_prefix(constructor, tag, fallback);
        prefix.pop_back();
        if (name != prefix) {
            if (contains(prefix, name)) {
                if (len == 0)
                    stack = prefix + ": " + stack;
                else
                    stack = prefix + stack.substr(std::min(len, stack.size()));
            } else {
                stack = prefix + " [" + name + "]" + stack.substr(std::min(len, stack.size()));
            }
        }
    }
    return stack;
}

// removeDuplicateErrorKeys
ThrowOr<void> remove_duplicate_error_keys(Context& ctx, std::vector<PropertyKey>& keys, Object* err,
    const std::string& stack)
{
    if (ctx.show_hidden || keys.empty())
        return {};
    for (const char* name : { "name", "message", "stack" }) {
        PropertyKey key = ctx.vm.key(name);
        auto it = std::find(keys.begin(), keys.end(), key);
        if (it == keys.end())
            continue;
        Value value_of_key = TRY(err->get(ctx.vm, key));
        std::string value = TRY(js_string(ctx.vm, value_of_key));
        if (contains(stack, value))
            keys.erase(it);
    }
    return {};
}

// formatError
ThrowOr<std::string> format_error(Context& ctx, Object* err, const ConstructorName& constructor,
    const std::string& tag, std::vector<PropertyKey>& keys)
{
    VM& vm = ctx.vm;
    Value name_value = TRY(err->get(vm, vm.key("name")));
    std::string name = name_value.is_nullish() ? "Error" : TRY(js_string(vm, name_value));
    std::string stack = TRY(get_stack_string(vm, err));

    TRY(remove_duplicate_error_keys(ctx, keys, err, stack));

    PropertyKey cause = vm.key("cause");
    if (err->has_property(cause) && std::find(keys.begin(), keys.end(), cause) == keys.end())
        keys.push_back(cause);

    // Print errors aggregated into AggregateError.
    PropertyKey errors = vm.key("errors");
    Value errors_value = TRY(err->get(vm, errors));
    if (errors_value.is_object() && errors_value.as_object()->is_array()
        && std::find(keys.begin(), keys.end(), errors) == keys.end())
        keys.push_back(errors);

    stack = improve_stack(stack, constructor, name, tag);

    // Ignore the error message if it's contained in the stack.
    Value message = TRY(err->get(vm, vm.key("message")));
    size_t pos = 0;
    if (VM::to_boolean(message)) {
        std::string m = TRY(js_string(vm, message));
        size_t found = stack.find(m);
        // (err.message && indexOf(...)) || -1: a match at 0 counts as none.
        if (found != std::string::npos && found != 0)
            pos = message.is_string() ? found + m.size() : 0;
    }
    // Wrap the error in brackets in case it has no stack trace.
    size_t stack_start = stack.find("\n    at", pos);
    if (stack_start == std::string::npos) {
        stack = "[" + stack + "]";
    } else {
        std::string new_stack = stack.substr(0, stack_start);
        std::vector<std::string> lines = TRY(get_stack_frames(ctx, err, std::string_view(stack).substr(stack_start + 1)));
        new_stack += "\n" + join(lines, "\n");
        stack = new_stack;
    }
    // The message and the stack have to be indented as well!
    if (ctx.indentation_lvl != 0)
        stack = replace_newlines(stack, "\n" + spaces(ctx.indentation_lvl));
    return stack;
}

// --- entries of arrays, sets, maps, promises -------------------------------------------------

// formatSpecialArray: the array is sparse and/or has extra keys.
ThrowOr<std::vector<std::string>> format_special_array(Context& ctx, Array* value, int recurse_times,
    size_t max_length, std::vector<std::string> output, size_t i)
{
    // ObjectKeys(value)
    std::vector<PropertyKey> keys;
    for (const PropertyKey& key : value->own_property_keys())
        if (!key.is_symbol() && is_own_enumerable(value, key))
            keys.push_back(key);
    double index = static_cast<double>(i);
    for (; i < keys.size() && output.size() < max_length; i++) {
        const PropertyKey& key = keys[i];
        std::u16string key_text = key.to_string();
        double tmp = key.is_index() ? static_cast<double>(key.as_index()) : string_to_number(key_text);
        // Arrays can only have up to 2^32 - 1 entries
        if (tmp > 4294967294.0)
            break;
        if (utf8_to_utf16(number_to_string(index)) != key_text) {
            if (!is_number_key(key_text))
                break;
            auto empty_items = static_cast<size_t>(tmp - index);
            output.push_back("<" + std::to_string(empty_items) + " empty item" + (empty_items > 1 ? "s" : "") + ">");
            index = tmp;
            if (output.size() == max_length)
                break;
        }
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, kArrayType)));
        index++;
    }
    double remaining = value->length() - index;
    if (output.size() != max_length) {
        if (remaining > 0) {
            auto r = static_cast<size_t>(remaining);
            output.push_back("<" + std::to_string(r) + " empty item" + (r > 1 ? "s" : "") + ">");
        }
    } else if (remaining > 0) {
        output.push_back(remaining_text(static_cast<size_t>(remaining)));
    }
    return output;
}

// formatArray
ThrowOr<std::vector<std::string>> format_array(Context& ctx, Array* value, int recurse_times)
{
    size_t val_len = value->length();
    size_t len = std::min(ctx.max_array_length, val_len);
    size_t remaining = val_len - len;
    std::vector<std::string> output;
    for (size_t i = 0; i < len; i++) {
        // Special handle sparse arrays.
        PropertyKey key = PropertyKey::index(static_cast<uint32_t>(i));
        if (!has_own(value, key))
            return format_special_array(ctx, value, recurse_times, len, std::move(output), i);
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, kArrayType)));
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    return output;
}

// formatSet
ThrowOr<std::vector<std::string>> format_set(Context& ctx, SetObject* value, int recurse_times)
{
    size_t length = value->table.size();
    size_t max_length = std::min(ctx.max_array_length, length);
    size_t remaining = length - max_length;
    std::vector<std::string> output;
    ctx.indentation_lvl += 2;
    size_t i = 0;
    for (size_t e = 0; e < value->table.entries().size(); ++e) {
        if (i >= max_length)
            break;
        const auto& entry = value->table.entries()[e];
        if (entry.deleted)
            continue;
        output.push_back(TRY(format_value(ctx, entry.key, recurse_times)));
        i++;
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    ctx.indentation_lvl -= 2;
    return output;
}

// formatMap
ThrowOr<std::vector<std::string>> format_map(Context& ctx, MapObject* value, int recurse_times)
{
    size_t length = value->table.size();
    size_t max_length = std::min(ctx.max_array_length, length);
    size_t remaining = length - max_length;
    std::vector<std::string> output;
    ctx.indentation_lvl += 2;
    size_t i = 0;
    for (size_t e = 0; e < value->table.entries().size(); ++e) {
        if (i >= max_length)
            break;
        const auto& entry = value->table.entries()[e];
        if (entry.deleted)
            continue;
        Value k = entry.key, v = entry.value; // copies: formatting may run code that changes the map
        std::string key_text = TRY(format_value(ctx, k, recurse_times));
        output.push_back(key_text + " => " + TRY(format_value(ctx, v, recurse_times)));
        i++;
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    ctx.indentation_lvl -= 2;
    return output;
}

// formatPromise
ThrowOr<std::vector<std::string>> format_promise(Context& ctx, PromiseObject* value, int recurse_times)
{
    if (value->state == PromiseObject::State::Pending)
        return std::vector<std::string> { "<pending>" };
    ctx.indentation_lvl += 2;
    std::string str = TRY(format_value(ctx, value->result, recurse_times));
    ctx.indentation_lvl -= 2;
    return std::vector<std::string> { value->state == PromiseObject::State::Rejected ? "<rejected> " + str : str };
}

// formatProperty
ThrowOr<std::string> format_property(Context& ctx, Object* value, int recurse_times, const PropertyKey& key,
    int type, std::optional<Property> desc)
{
    std::string str;
    if (!desc)
        desc = value->get_own_property(key);
    if (!desc) {
        Property p;
        p.value = TRY(value->get(ctx.vm, key));
        p.attributes = kDefaultAttributes;
        desc = p;
    }
    std::string extra_line = " ";
    if (!desc->is_accessor() && !desc->value.is_undefined()) {
        int diff = ctx.compact != kCompactTrue || type != kObjectType ? 2 : 3;
        ctx.indentation_lvl += diff;
        str = TRY(format_value(ctx, desc->value, recurse_times));
        // compact: true puts a value wider than breakLength on the line after its key.
        if (diff == 3 && static_cast<long>(ctx.break_length) < static_cast<long>(js_length(str)))
            extra_line = "\n" + spaces(ctx.indentation_lvl);
        ctx.indentation_lvl -= diff;
    } else if (desc->is_accessor() && desc->getter) {
        str = desc->setter ? "[Getter/Setter]" : "[Getter]";
    } else if (desc->is_accessor() && desc->setter) {
        str = "[Setter]";
    } else {
        str = "undefined";
    }
    if (type == kArrayType)
        return str;
    std::string name;
    if (key.is_symbol()) {
        name = "[" + escape_without_quotes(symbol_to_string16(key.as_symbol())) + "]";
    } else {
        std::u16string text = key.to_string();
        if (text == u"__proto__")
            name = "['__proto__']";
        else if (!desc->enumerable())
            name = "[" + escape_without_quotes(text) + "]";
        else if (is_plain_key(text))
            name = utf16_to_utf8(text);
        else
            name = str_escape(text);
    }
    return name + ":" + extra_line + str;
}

// formatTypedArray
ThrowOr<std::vector<std::string>> format_typed_array(Context& ctx, TypedArrayObject* value, int recurse_times)
{
    size_t length = value->length();
    size_t max_length = std::min(ctx.max_array_length, length);
    size_t remaining = length - max_length;
    std::vector<std::string> output;
    output.reserve(max_length + 1);
    for (size_t i = 0; i < max_length; ++i) {
        if (is_bigint_element_type(value->type()))
            output.push_back(to_string(raw_bytes_to_bigint(value->type(), value->element_pointer(i))) + "n");
        else
            output.push_back(format_number(value->get_element(i)));
    }
    if (remaining > 0)
        output.push_back(remaining_text(remaining));
    if (ctx.show_hidden) {
        // .buffer goes last, it's not a primitive like the others.
        // All besides `BYTES_PER_ELEMENT` are actually getters.
        ctx.indentation_lvl += 2;
        for (const char* key : { "BYTES_PER_ELEMENT", "length", "byteLength", "byteOffset", "buffer" }) {
            Value v = TRY(value->get(ctx.vm, ctx.vm.key(key)));
            ctx.typed_array_buffer = true;
            std::string str = TRY(format_value(ctx, v, recurse_times));
            ctx.typed_array_buffer = false;
            output.push_back(std::string("[") + key + "]: " + str);
        }
        ctx.indentation_lvl -= 2;
    }
    return output;
}

// formatArrayBuffer: the bytes in hex, at most maxArrayLength of them.
std::vector<std::string> format_array_buffer(Context& ctx, ArrayBufferObject* value)
{
    static const char* digits = "0123456789abcdef";
    if (value->is_detached())
        return { "(detached)" };
    size_t shown = std::min(ctx.max_array_length, value->byte_length());
    std::string str;
    for (size_t i = 0; i < shown; ++i) {
        if (i > 0)
            str += ' ';
        str += digits[value->data()[i] >> 4];
        str += digits[value->data()[i] & 15];
    }
    if (value->byte_length() > ctx.max_array_length) {
        size_t remaining = value->byte_length() - ctx.max_array_length;
        str += " ... " + std::to_string(remaining) + " more byte" + (remaining > 1 ? "s" : "");
    }
    return { "[Uint8Contents]: <" + str + ">" };
}

// --- line breaking ---------------------------------------------------------------------------

// groupArrayElements: lays out many short array entries in aligned columns.
ThrowOr<std::vector<std::string>> group_array_elements(Context& ctx, const std::vector<std::string>& output,
    Object* value)
{
    size_t total_length = 0;
    size_t max_length = 0;
    size_t output_length = output.size();
    if (ctx.max_array_length < output.size()) {
        // This makes sure the "... n more items" part is not taken into account.
        output_length--;
    }
    const size_t separator_space = 2; // Add 1 for the space and 1 for the separator.
    std::vector<size_t> data_len(output_length);
    for (size_t i = 0; i < output_length; i++) {
        size_t len = get_string_width(output[i]);
        data_len[i] = len;
        total_length += len + separator_space;
        if (max_length < len)
            max_length = len;
    }
    const size_t actual_max = max_length + separator_space;
    if (static_cast<double>(actual_max * 3 + static_cast<size_t>(ctx.indentation_lvl)) < ctx.break_length
        && (static_cast<double>(total_length) / static_cast<double>(actual_max) > 5 || max_length <= 6)) {
        const double approx_char_heights = 2.5;
        const double average_bias = std::sqrt(static_cast<double>(actual_max)
            - static_cast<double>(total_length) / static_cast<double>(output.size()));
        const double biased_max = std::max(static_cast<double>(actual_max) - 3 - average_bias, 1.0);
        const double columns_ideal = std::floor(
            std::sqrt(approx_char_heights * biased_max * static_cast<double>(output_length)) / biased_max + 0.5);
        const double columns_fit = std::floor(static_cast<double>(ctx.break_length - ctx.indentation_lvl)
            / static_cast<double>(actual_max));
        const double columns_d = std::min({ columns_ideal, columns_fit, ctx.compact * 4.0, 15.0 });
        // Return with the original output if no grouping should happen.
        if (columns_d <= 1)
            return output;
        const auto columns = static_cast<size_t>(columns_d);
        std::vector<std::string> tmp;
        std::vector<size_t> max_line_length;
        for (size_t i = 0; i < columns; i++) {
            size_t line_max_length = 0;
            for (size_t j = i; j < output_length; j += columns) {
                if (data_len[j] > line_max_length)
                    line_max_length = data_len[j];
            }
            max_line_length.push_back(line_max_length + separator_space);
        }
        bool pad_start_order = true; // StringPrototypePadStart: numbers line up on the right
        if (value) {
            for (size_t i = 0; i < output.size(); i++) {
                Value v = TRY(value->get(ctx.vm, PropertyKey::index(static_cast<uint32_t>(i))));
                if (!v.is_number()) {
                    pad_start_order = false;
                    break;
                }
            }
        }
        // Each iteration creates a single line of grouped entries.
        for (size_t i = 0; i < output_length; i += columns) {
            // The last lines may contain less entries than columns.
            size_t max = std::min(i + columns, output_length);
            std::string str;
            size_t j = i;
            for (; j < max - 1; j++) {
                size_t padding = max_line_length[j - i] + js_length(output[j]) - data_len[j];
                str += pad_start_order ? pad_start(output[j] + ", ", padding) : pad_end(output[j] + ", ", padding);
            }
            if (pad_start_order) {
                size_t padding = max_line_length[j - i] + js_length(output[j]) - data_len[j] - separator_space;
                str += pad_start(output[j], padding);
            } else {
                str += output[j];
            }
            tmp.push_back(str);
        }
        if (ctx.max_array_length < output.size())
            tmp.push_back(output[output_length]);
        return tmp;
    }
    return output;
}

// isBelowBreakLength
bool is_below_break_length(Context& ctx, const std::vector<std::string>& output, size_t start,
    const std::string& base)
{
    size_t total_length = output.size() + start;
    if (total_length + output.size() > static_cast<size_t>(ctx.break_length))
        return false;
    for (const std::string& entry : output) {
        total_length += js_length(entry);
        if (total_length > static_cast<size_t>(ctx.break_length))
            return false;
    }
    // Do not line up properties on the same line if `base` contains line breaks.
    return base.empty() || !contains(base, "\n");
}

// reduceToSingleString (for a numeric `compact`)
ThrowOr<std::string> reduce_to_single_string(Context& ctx, std::vector<std::string> output, const std::string& base,
    const std::string& brace_open, const std::string& brace_close, int extras_type, int recurse_times, Object* value)
{
    std::string base_prefix = base.empty() ? "" : base + " ";
    if (ctx.compact == kCompactTrue) {
        // Line up all entries on a single line in case the entries do not exceed `breakLength`.
        if (is_below_break_length(ctx, output, 0, base))
            return brace_open + (base.empty() ? "" : " " + base) + " " + join(output, ", ") + " " + brace_close;
        std::string indentation = spaces(ctx.indentation_lvl);
        // If the opening "brace" is too large, like in the case of "Set {", the first item goes
        // on the next line so that the items line up.
        std::string ln = base.empty() && js_length(brace_open) == 1 ? " " : (base.empty() ? "" : " " + base) + "\n" + indentation + "  ";
        return brace_open + ln + join(output, ",\n" + indentation + "  ") + " " + brace_close;
    }
    if (ctx.compact >= 1) {
        // Memorize the original output length. In case the output is grouped,
        // prevent lining up the entries on a single line.
        size_t entries = output.size();
        // Group array elements together if the array contains at least six separate entries.
        if (extras_type == kArrayExtrasType && entries > 6)
            output = TRY(group_array_elements(ctx, output, value));
        // Consolidate all entries of the local most inner depth up to `ctx.compact`,
        // as long as the properties are smaller than `ctx.breakLength`.
        if (ctx.current_depth - recurse_times < ctx.compact && entries == output.size()) {
            size_t start = output.size() + static_cast<size_t>(ctx.indentation_lvl) + js_length(brace_open)
                + js_length(base) + 10;
            if (is_below_break_length(ctx, output, start, base)) {
                std::string joined = join(output, ", ");
                if (!contains(joined, "\n"))
                    return base_prefix + brace_open + " " + joined + " " + brace_close;
            }
        }
    }
    // Line up each entry on an individual line.
    std::string indentation = "\n" + spaces(ctx.indentation_lvl);
    return base_prefix + brace_open + indentation + "  " + join(output, "," + indentation + "  ") + indentation
        + brace_close;
}

// --- formatRaw / formatValue -------------------------------------------------------------------

// formatRaw
// How deep formatRaw nests before it gives up like Node at a stack overflow (a few KB of
// C++ stack per level, within V8's default stack when evloop runs as WebAssembly).
constexpr size_t kMaxInspectNesting = 400;

ThrowOr<std::string> format_raw(Context& ctx, Object* value, int recurse_times)
{
    VM& vm = ctx.vm;
    std::vector<std::string> proto_props_storage;
    std::vector<std::string>* proto_props = nullptr;
    if (ctx.show_hidden && recurse_times <= ctx.depth)
        proto_props = &proto_props_storage;

    ConstructorName constructor = TRY(get_constructor_name(ctx, value, recurse_times, proto_props));
    // Reset the variable to check for this later on.
    if (proto_props && proto_props->empty())
        proto_props = nullptr;

    std::string tag;
    {
        PropertyKey tag_key = PropertyKey::symbol(vm.symbol_to_string_tag());
        Value tag_value = TRY(value->get(vm, tag_key));
        // Only list the tag in case it's non-enumerable / not an own property.
        // Otherwise we'd print this twice.
        if (tag_value.is_string()) {
            tag = tag_value.as_string()->utf8();
            if (!tag.empty() && (ctx.show_hidden ? has_own(value, tag_key) : is_own_enumerable(value, tag_key)))
                tag.clear();
        }
    }

    std::string base;
    std::vector<PropertyKey> keys;
    std::string brace_open = "{", brace_close = "}";
    int extras_type = kObjectType;
    enum class Formatter { None, Array, Set, Map, Promise, WeakCollection, TypedArray, ArrayBuffer } formatter = Formatter::None;
    bool typed_array_buffer = ctx.typed_array_buffer;
    ctx.typed_array_buffer = false;

    // Node only checks for arrays, sets and maps when `Symbol.iterator in value`;
    // evloop checks the kind of object directly.
    if (value->is_array()) {
        auto* array = static_cast<Array*>(value);
        // Only set the constructor for non ordinary ("Array [...]") arrays.
        std::string prefix = (constructor != "Array" || !tag.empty())
            ? get_prefix(constructor, tag, "Array", "(" + std::to_string(array->length()) + ")")
            : "";
        keys = get_own_non_index_properties(ctx, value);
        brace_open = prefix + "[";
        brace_close = "]";
        if (array->length() == 0 && keys.empty() && !proto_props)
            return brace_open + "]";
        extras_type = kArrayExtrasType;
        formatter = Formatter::Array;
    } else if (value->object_class() == ObjectClass::Set) {
        size_t size = static_cast<SetObject*>(value)->table.size();
        std::string prefix = get_prefix(constructor, tag, "Set", "(" + std::to_string(size) + ")");
        keys = get_keys(ctx, value);
        formatter = Formatter::Set;
        if (size == 0 && keys.empty() && !proto_props)
            return prefix + "{}";
        brace_open = prefix + "{";
    } else if (value->object_class() == ObjectClass::Map) {
        size_t size = static_cast<MapObject*>(value)->table.size();
        std::string prefix = get_prefix(constructor, tag, "Map", "(" + std::to_string(size) + ")");
        keys = get_keys(ctx, value);
        formatter = Formatter::Map;
        if (size == 0 && keys.empty() && !proto_props)
            return prefix + "{}";
        brace_open = prefix + "{";
    } else if (value->object_class() == ObjectClass::TypedArray) {
        auto* array = static_cast<TypedArrayObject*>(value);
        // getOwnNonIndexProperties, without listing every element's key first.
        for (const PropertyKey& key : array->non_element_keys())
            if (ctx.show_hidden || is_own_enumerable(value, key))
                keys.push_back(key);
        std::string fallback = constructor ? "" : element_type_name(array->type());
        size_t size = array->length();
        std::string prefix = get_prefix(constructor, tag, fallback, "(" + std::to_string(size) + ")");
        brace_open = prefix + "[";
        brace_close = "]";
        if (size == 0 && keys.empty() && !ctx.show_hidden)
            return brace_open + "]";
        formatter = Formatter::TypedArray;
        extras_type = kArrayExtrasType;
    } else {
        keys = get_keys(ctx, value);
        if (value->is_function()) {
            base = TRY(get_function_base(ctx, value, constructor, tag));
            if (keys.empty() && !proto_props)
                return base;
        } else if (!constructor && tag == "Module" && !value->extensible() && !value->prototype()) {
            // isModuleNamespaceObject: evloop's namespaces (import(), core/loop/js/node/)
            // are the only non-extensible null-prototype objects tagged 'Module'.
            brace_open = get_prefix(constructor, tag, "Module") + "{";
            if (keys.empty() && !proto_props)
                return brace_open + "}";
        } else if (constructor == "Object") {
            if (value->object_class() == ObjectClass::Arguments)
                brace_open = "[Arguments] {";
            else if (!tag.empty())
                brace_open = get_prefix(constructor, tag, "Object") + "{";
            if (keys.empty() && !proto_props)
                return brace_open + "}";
        } else if (value->object_class() == ObjectClass::Date) {
            // Make dates with properties first say the date.
            base = date_inspect_text(value);
            std::string prefix = get_prefix(constructor, tag, "Date");
            if (prefix != "Date ")
                base = prefix + base;
            if (keys.empty() && !proto_props)
                return base;
        } else if (value->object_class() == ObjectClass::RegExp) {
            // RegExp: "Make RegExps say that they are RegExps": RegExpPrototypeToString(value).
            Value source = TRY(value->get(vm, vm.key("source")));
            Value flags = TRY(value->get(vm, vm.key("flags")));
            base = "/" + TRY(vm.to_string(source))->utf8() + "/" + TRY(vm.to_string(flags))->utf8();
            std::string prefix = get_prefix(constructor, tag, "RegExp");
            if (prefix != "RegExp ")
                base = prefix + base;
            if ((keys.empty() && !proto_props) || recurse_times > ctx.depth)
                return base;
        } else if (is_error(ctx, value)) {
            base = TRY(format_error(ctx, value, constructor, tag, keys));
            if (keys.empty() && !proto_props)
                return base;
        } else if (value->object_class() == ObjectClass::ArrayBuffer) {
            auto* buffer = static_cast<ArrayBufferObject*>(value);
            std::string prefix = get_prefix(constructor, tag, buffer->is_shared() ? "SharedArrayBuffer" : "ArrayBuffer");
            if (!typed_array_buffer) {
                formatter = Formatter::ArrayBuffer;
            } else if (keys.empty() && !proto_props) {
                return prefix + "{ byteLength: " + format_number(static_cast<double>(buffer->byte_length())) + " }";
            }
            brace_open = prefix + "{";
            keys.insert(keys.begin(), vm.key("byteLength"));
        } else if (value->object_class() == ObjectClass::DataView) {
            brace_open = get_prefix(constructor, tag, "DataView") + "{";
            // .buffer goes last, it's not a primitive like the others.
            keys.insert(keys.begin(), { vm.key("byteLength"), vm.key("byteOffset"), vm.key("buffer") });
        } else if (value->object_class() == ObjectClass::Promise) {
            brace_open = get_prefix(constructor, tag, "Promise") + "{";
            formatter = Formatter::Promise;
        } else if (value->object_class() == ObjectClass::WeakSet || value->object_class() == ObjectClass::WeakMap) {
            brace_open = get_prefix(constructor, tag, value->object_class() == ObjectClass::WeakSet ? "WeakSet" : "WeakMap") + "{";
            formatter = Formatter::WeakCollection;
        } else if (is_boxed_primitive(value)) {
            base = get_boxed_base(ctx, value, keys, constructor, tag);
            if (keys.empty() && !proto_props)
                return base;
        } else {
            if (keys.empty() && !proto_props)
                return get_ctx_style(vm, value, constructor, tag) + "{}";
            brace_open = get_ctx_style(vm, value, constructor, tag) + "{";
        }
    }

    if (recurse_times > ctx.depth) {
        std::string constructor_name = get_ctx_style(vm, value, constructor, tag);
        constructor_name.pop_back();
        if (constructor)
            constructor_name = "[" + constructor_name + "]";
        return constructor_name;
    }
    recurse_times += 1;

    // A value nested deeper than the C++ stack allows (depth: Infinity on a list 100 000
    // deep): Node's formatRaw catches its stack overflow and prints this in place of the
    // rest (handleMaxCallStackSize); evloop stops at a fixed nesting instead.
    if (ctx.seen.size() >= kMaxInspectNesting) {
        std::string constructor_name = get_ctx_style(vm, value, constructor, tag);
        constructor_name.pop_back();
        return "[" + constructor_name + ": Inspection interrupted prematurely. Maximum call stack size exceeded.]";
    }
    ctx.seen.push_back(value);
    ctx.current_depth = recurse_times;
    std::vector<std::string> output;
    switch (formatter) {
    case Formatter::None: break;
    case Formatter::Array: output = TRY(format_array(ctx, static_cast<Array*>(value), recurse_times)); break;
    case Formatter::Set: output = TRY(format_set(ctx, static_cast<SetObject*>(value), recurse_times)); break;
    case Formatter::Map: output = TRY(format_map(ctx, static_cast<MapObject*>(value), recurse_times)); break;
    case Formatter::Promise: output = TRY(format_promise(ctx, static_cast<PromiseObject*>(value), recurse_times)); break;
    case Formatter::WeakCollection: output = { "<items unknown>" }; break; // formatWeakCollection
    case Formatter::TypedArray: output = TRY(format_typed_array(ctx, static_cast<TypedArrayObject*>(value), recurse_times)); break;
    case Formatter::ArrayBuffer: output = format_array_buffer(ctx, static_cast<ArrayBufferObject*>(value)); break;
    }
    for (const PropertyKey& key : keys)
        output.push_back(TRY(format_property(ctx, value, recurse_times, key, extras_type)));
    if (proto_props)
        output.insert(output.end(), proto_props->begin(), proto_props->end());

    auto circular = std::find(ctx.circular.begin(), ctx.circular.end(), value);
    if (circular != ctx.circular.end()) {
        std::string reference = "<ref *" + std::to_string(circular - ctx.circular.begin() + 1) + ">";
        // Add reference always to the very beginning of the output.
        base = base.empty() ? reference : reference + " " + base;
    }
    ctx.seen.pop_back();

    // `sorted`: all entries of an object-like value, only the keyed properties of an
    // array-like one. SIMPLIFIED: UTF-8 byte order, which is JavaScript's UTF-16 order
    // except for characters beyond U+FFFF against U+E000-U+FFFF.
    if (ctx.sorted) {
        if (extras_type == kObjectType)
            std::stable_sort(output.begin(), output.end());
        else if (keys.size() > 1)
            std::stable_sort(output.end() - static_cast<long>(keys.size()), output.end());
    }

    std::string res = TRY(reduce_to_single_string(ctx, std::move(output), base, brace_open, brace_close, extras_type,
        recurse_times, value));
    double new_length = ctx.budget[ctx.indentation_lvl] + static_cast<double>(js_length(res));
    ctx.budget[ctx.indentation_lvl] = new_length;
    // If any indentationLvl exceeds this limit, limit further inspecting to the minimum.
    if (new_length > 134217728.0) // 2 ** 27
        ctx.depth = -1;
    return res;
}

// --- [util.inspect.custom] ----------------------------------------------------------------------

// stylizeNoColor(str): the `stylize` of the options a custom inspect function gets when
// colors are off: the text as it is.
ThrowOr<Value> stylize_no_color(VM& vm, CallArgs& a)
{
    if (a.arg(0).is_string())
        return a.arg(0);
    return Value(TRY(vm.to_string(a.arg(0))));
}

// The options a custom inspect function gets (getUserOptions), and back.
Object* user_options(Context& ctx)
{
    VM& vm = ctx.vm;
    Object* o = vm.make_object();
    auto put = [&](const char* name, Value v) { o->put_direct(vm.key(name), v); };
    Object* stylize = vm.intrinsic("%util.inspect.stylizeNoColor%");
    if (stylize == vm.object_prototype()) {
        stylize = vm.make_native_function("stylizeNoColor", stylize_no_color, 1);
        vm.set_intrinsic("%util.inspect.stylizeNoColor%", stylize);
    }
    put("stylize", Value(stylize));
    put("showHidden", Value(ctx.show_hidden));
    put("depth", ctx.depth == INT_MAX ? Value::null() : Value(static_cast<double>(ctx.depth)));
    put("colors", Value(false));
    put("customInspect", Value(ctx.custom_inspect));
    put("showProxy", Value(false));
    put("maxArrayLength", ctx.max_array_length == SIZE_MAX ? Value(INFINITY) : Value(static_cast<double>(ctx.max_array_length)));
    put("maxStringLength", ctx.max_string_length == SIZE_MAX ? Value(INFINITY) : Value(static_cast<double>(ctx.max_string_length)));
    put("breakLength", ctx.break_length == INT_MAX ? Value(INFINITY) : Value(static_cast<double>(ctx.break_length)));
    put("compact", ctx.compact == 0 || ctx.compact == kCompactTrue ? Value(ctx.compact != 0) : Value(static_cast<double>(ctx.compact)));
    put("sorted", Value(ctx.sorted));
    put("getters", Value(false));
    put("numericSeparator", Value(false));
    // ...ctx.userOptions: the caller's own options over these (a throwing getter is skipped).
    if (Object* user = ctx.user_options) {
        for (const PropertyKey& key : user->own_property_keys()) {
            auto own = user->get_own_property(key);
            if (!own || !own->enumerable())
                continue;
            auto value = user->get(vm, key);
            if (value.is_throw())
                continue;
            o->put_direct(key, value.value());
        }
    }
    return o;
}

// The option names util.inspect knows (inspectDefaultOptions, and stylize); an options
// object with any other key is passed on whole to custom inspect functions.
bool has_unknown_option(VM& vm, Object* options)
{
    static const char* const known[] = { "showHidden", "depth", "colors", "customInspect", "showProxy", "maxArrayLength",
        "maxStringLength", "breakLength", "compact", "sorted", "getters", "numericSeparator", "stylize" };
    for (const PropertyKey& key : options->own_property_keys()) {
        auto own = options->get_own_property(key);
        if (!own || !own->enumerable() || key.is_symbol())
            continue;
        if (key.is_index())
            return true;
        std::string name = key.as_string()->utf8();
        if (std::none_of(std::begin(known), std::end(known), [&](const char* k) { return name == k; }))
            return true;
    }
    (void)vm;
    return false;
}

ThrowOr<InspectOptions> options_from(VM& vm, Value v, InspectOptions out = {})
{
    if (!v.is_object())
        return out;
    Object* o = v.as_object();
    Value depth = TRY(o->get(vm, vm.key("depth")));
    if (depth.is_null() || (depth.is_number() && depth.as_number() == INFINITY))
        out.depth = INT_MAX;
    else if (depth.is_number())
        out.depth = static_cast<int>(std::max(-1.0, std::min(depth.as_number(), 1e9)));
    Value bl = TRY(o->get(vm, vm.key("breakLength")));
    if (bl.is_number())
        out.break_length = bl.as_number() >= 1e9 ? INT_MAX : static_cast<int>(bl.as_number());
    Value compact = TRY(o->get(vm, vm.key("compact")));
    if (compact.is_boolean())
        out.compact = compact.as_bool() ? kCompactTrue : 0;
    else if (compact.is_number())
        out.compact = static_cast<int>(compact.as_number());
    out.show_hidden = VM::to_boolean(TRY(o->get(vm, vm.key("showHidden"))));
    Value sorted = TRY(o->get(vm, vm.key("sorted")));
    out.sorted = sorted.is_boolean() && sorted.as_bool();
    Value custom = TRY(o->get(vm, vm.key("customInspect")));
    if (custom.is_boolean())
        out.custom_inspect = custom.as_bool();
    out.max_array_length = TRY(inspect_length_option(vm, o, "maxArrayLength", out.max_array_length));
    out.max_string_length = TRY(inspect_length_option(vm, o, "maxStringLength", out.max_string_length));
    if (!o->is_proxy() && has_unknown_option(vm, o))
        out.user_options = o;
    return out;
}

// util.inspect(value, options), as the third argument of a custom inspect function.
ThrowOr<Value> native_inspect(VM& vm, CallArgs& a)
{
    InspectOptions options = TRY(options_from(vm, a.arg(1)));
    return vm.string_value(TRY(inspect_with(vm, a.arg(0), options)));
}

// formatValue's hook: value[Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect).
// Returns nothing when the value has no such function (or it returned the value itself).
ThrowOr<std::optional<std::string>> format_custom(Context& ctx, Object* object, int recurse_times)
{
    VM& vm = ctx.vm;
    Object* registry = vm.intrinsic("%SymbolRegistry%");
    auto entry = registry->get_own_property(PropertyKey::string(vm.intern(std::string_view("nodejs.util.inspect.custom"))));
    if (!entry || !entry->value.is_symbol())
        return std::optional<std::string> {};
    Value custom = TRY(object->get(vm, PropertyKey::symbol(entry->value.as_symbol())));
    if (!VM::is_callable(custom))
        return std::optional<std::string> {};
    // Also filter out any prototype objects using the circular check.
    Value ctor = TRY(object->get(vm, vm.names().constructor));
    if (ctor.is_object()) {
        Value proto = TRY(ctor.as_object()->get(vm, vm.names().prototype));
        if (proto.is_object() && proto.as_object() == object)
            return std::optional<std::string> {};
    }
    Object* inspect_fn = vm.intrinsic("%util.inspect%");
    if (inspect_fn == vm.object_prototype()) {
        inspect_fn = vm.make_native_function("inspect", native_inspect, 2);
        vm.set_intrinsic("%util.inspect%", inspect_fn);
    }
    Value depth = ctx.depth == INT_MAX ? Value::null() : Value(static_cast<double>(ctx.depth - recurse_times));
    Value args[] = { depth, Value(user_options(ctx)), Value(inspect_fn) };
    // A custom function that inspects itself recurses through C++ frames: stop it as V8
    // stops deep recursion, long before the C++ stack could overflow.
    static thread_local int custom_depth = 0;
    if (custom_depth >= 200)
        return vm.throw_range_error("Maximum call stack size exceeded");
    ++custom_depth;
    auto called = vm.call(custom, Value(object), args);
    --custom_depth;
    Value ret = TRY(std::move(called));
    // If the custom inspection method returned `this`, don't go into infinite recursion.
    if (ret.is_object() && ret.as_object() == object)
        return std::optional<std::string> {};
    if (!ret.is_string())
        return std::optional<std::string>(TRY(format_value(ctx, ret, recurse_times)));
    return std::optional<std::string>(replace_newlines(ret.as_string()->utf8(), "\n" + spaces(ctx.indentation_lvl)));
}

// formatValue
ThrowOr<std::string> format_value(Context& ctx, Value value, int recurse_times)
{
    // Primitive types cannot have properties.
    if (!value.is_object())
        return format_primitive(ctx, value);
    Object* object = value.as_object();
    // Proxies are shown as their targets (showProxy is false), without running traps.
    while (object->is_proxy()) {
        object = static_cast<ProxyObject*>(object)->target();
        if (!object)
            return std::string("<Revoked Proxy>");
    }
    // Provide a hook for user-specified inspect functions.
    if (ctx.custom_inspect) {
        if (auto custom = TRY(format_custom(ctx, object, recurse_times)))
            return *custom;
    }
    // Using an array here is actually better for the average case than using a Set.
    if (std::find(ctx.seen.begin(), ctx.seen.end(), object) != ctx.seen.end()) {
        auto it = std::find(ctx.circular.begin(), ctx.circular.end(), object);
        size_t index;
        if (it == ctx.circular.end()) {
            ctx.circular.push_back(object);
            index = ctx.circular.size();
        } else {
            index = static_cast<size_t>(it - ctx.circular.begin()) + 1;
        }
        return "[Circular *" + std::to_string(index) + "]";
    }
    // The [util.inspect.custom] methods of Node's TextEncoder and TextDecoder
    // (lib/internal/encoding.js): a plain object with their properties.
    if (auto* decoder = dynamic_cast<TextDecoderObject*>(object)) {
        return std::string("TextDecoder { encoding: '") + decoder->encoding_name() + "', fatal: " + (decoder->fatal ? "true" : "false")
            + ", ignoreBOM: " + (decoder->ignore_bom ? "true" : "false") + " }";
    }
    if (dynamic_cast<TextEncoderObject*>(object))
        return std::string("{ encoding: 'utf-8' }");
    return format_raw(ctx, object, recurse_times);
}

// inspect
ThrowOr<std::string> inspect_with(VM& vm, Value value, const InspectOptions& options)
{
    Context ctx(vm, options);
    return format_value(ctx, value, 0);
}

// --- util.format ---------------------------------------------------------------------------------

// hasBuiltInToString: does String(value) give only the builtin "[object …]" text?
ThrowOr<bool> has_builtin_to_string(VM& vm, Object* value)
{
    PropertyKey to_string_key = vm.key("toString");
    PropertyKey to_primitive_key = PropertyKey::symbol(vm.symbol_to_primitive());
    bool check_to_string = true;
    bool check_to_primitive = true;

    // Count objects without `toString` and `Symbol.toPrimitive` function as built-in.
    if (!VM::is_callable(TRY(value->get(vm, to_string_key)))) {
        if (!VM::is_callable(TRY(value->get(vm, to_primitive_key))))
            return true;
        if (has_own(value, to_primitive_key))
            return false;
        check_to_string = false;
    } else if (has_own(value, to_string_key)) {
        return false;
    } else if (!VM::is_callable(TRY(value->get(vm, to_primitive_key)))) {
        check_to_primitive = false;
    } else if (has_own(value, to_primitive_key)) {
        return false;
    }

    // Find the object that has the `toString` property or `Symbol.toPrimitive` property
    // as own property in the prototype chain.
    Object* pointer = value;
    do {
        pointer = pointer->prototype();
        if (!pointer)
            return true;
    } while (!(check_to_string && has_own(pointer, to_string_key))
        && !(check_to_primitive && has_own(pointer, to_primitive_key)));

    // Check closer if the object is a built-in.
    return has_builtin_constructor(vm, pointer);
}

ThrowOr<Value> call_global_function(VM& vm, const char* name, Value argument)
{
    Value function = TRY(vm.get(Value(vm.global_object()), name));
    return vm.call(function, Value(), std::span<const Value>(&argument, 1));
}

// The first line of an error's message (firstErrorLine).
ThrowOr<std::string> first_error_line(VM& vm, Value error)
{
    if (!error.is_object())
        return std::string();
    Value message = TRY(error.as_object()->get(vm, vm.key("message")));
    std::string m = TRY(js_string(vm, message));
    return m.substr(0, m.find('\n'));
}

// tryStringify: JSON.stringify, or '[Circular]' for circular structures.
ThrowOr<std::u16string> try_stringify(VM& vm, Value arg)
{
    Value json = TRY(vm.get(Value(vm.global_object()), "JSON"));
    Value stringify = TRY(vm.get(json, "stringify"));
    auto result = vm.call(stringify, json, std::span<const Value>(&arg, 1));
    if (!result.is_throw()) {
        Value v = result.value();
        return v.is_undefined() ? std::u16string(u"undefined") : TRY(js_string16(vm, v));
    }
    Value err = vm.take_exception();
    // The message JSON.stringify gives a circular structure (CIRCULAR_ERROR_MESSAGE).
    Object* a = vm.make_object();
    a->put_direct(vm.key("a"), Value(a));
    Value circular_arg(a);
    auto circular = vm.call(stringify, json, std::span<const Value>(&circular_arg, 1));
    std::string circular_message;
    if (circular.is_throw())
        circular_message = TRY(first_error_line(vm, vm.take_exception()));
    Value err_name = err.is_object() ? TRY(err.as_object()->get(vm, vm.key("name"))) : Value();
    if (err_name.is_string() && err_name.as_string()->utf8() == "TypeError"
        && TRY(first_error_line(vm, err)) == circular_message)
        return std::u16string(u"[Circular]");
    return vm.throw_value(err);
}

// formatWithOptionsInternal (with the console's options: `{}`)
//
// The result is built in UTF-16, like Node's string, so that a lone surrogate at the end
// of one piece and one at the start of the next still make one character.
ThrowOr<std::u16string> format_with_options(VM& vm, std::span<const Value> args)
{
    auto u16 = [](const std::string& utf8) { return utf8_to_utf16(utf8); };
    InspectOptions inspect_options;
    size_t a = 0;
    std::u16string str;
    std::u16string join_text;

    if (!args.empty() && args[0].is_string()) {
        const std::u16string& first = args[0].as_string()->string();
        if (args.size() == 1)
            return first;
        std::u16string temp_str;
        size_t last_pos = 0;
        auto slice = [&](size_t from, size_t to) { return first.substr(from, to - from); };

        for (size_t i = 0; i + 1 < first.size(); i++) {
            if (first[i] != '%')
                continue;
            char16_t next_char = first[++i];
            if (a + 1 != args.size()) {
                switch (next_char) {
                case 's': {
                    Value temp_arg = args[++a];
                    if (temp_arg.is_number()) {
                        temp_str = u16(format_number(temp_arg.as_number()));
                    } else if (temp_arg.is_bigint()) {
                        temp_str = u16(to_string(temp_arg.as_bigint()) + "n");
                    } else if (!temp_arg.is_object() || VM::is_callable(temp_arg)
                        || !TRY(has_builtin_to_string(vm, temp_arg.as_object()))) {
                        temp_str = TRY(js_string16(vm, temp_arg));
                    } else {
                        InspectOptions options = inspect_options;
                        options.compact = 3;
                        options.depth = 0;
                        temp_str = u16(TRY(inspect_with(vm, temp_arg, options)));
                    }
                    break;
                }
                case 'j': temp_str = TRY(try_stringify(vm, args[++a])); break;
                case 'd': {
                    Value temp_num = args[++a];
                    if (temp_num.is_symbol())
                        temp_str = u"NaN";
                    else if (temp_num.is_bigint())
                        temp_str = u16(to_string(temp_num.as_bigint()) + "n");
                    else
                        temp_str = u16(format_number(TRY(vm.to_number(temp_num))));
                    break;
                }
                case 'O': temp_str = u16(TRY(inspect_with(vm, args[++a], inspect_options))); break;
                case 'o': {
                    InspectOptions options = inspect_options;
                    options.show_hidden = true;
                    options.depth = 4;
                    temp_str = u16(TRY(inspect_with(vm, args[++a], options)));
                    break;
                }
                case 'i': {
                    Value temp_integer = args[++a];
                    if (temp_integer.is_symbol()) {
                        temp_str = u"NaN";
                    } else if (temp_integer.is_bigint()) {
                        temp_str = u16(to_string(temp_integer.as_bigint()) + "n");
                    } else {
                        Value n = TRY(call_global_function(vm, "parseInt", temp_integer));
                        temp_str = u16(format_number(n.is_number() ? n.as_number() : NAN));
                    }
                    break;
                }
                case 'f': {
                    Value temp_float = args[++a];
                    if (temp_float.is_symbol()) {
                        temp_str = u"NaN";
                    } else {
                        Value n = TRY(call_global_function(vm, "parseFloat", temp_float));
                        temp_str = u16(format_number(n.is_number() ? n.as_number() : NAN));
                    }
                    break;
                }
                case 'c':
                    a += 1;
                    temp_str.clear();
                    break;
                case '%':
                    str += slice(last_pos, i);
                    last_pos = i + 1;
                    continue;
                default: // not a placeholder: util.format prints "%" and the character as they are
                    continue;
                }
                if (last_pos != i - 1)
                    str += slice(last_pos, i - 1);
                str += temp_str;
                last_pos = i + 1;
            } else if (next_char == '%') {
                str += slice(last_pos, i);
                last_pos = i + 1;
            }
        }
        if (last_pos != 0) {
            a++;
            join_text = u" ";
            if (last_pos < first.size())
                str += slice(last_pos, first.size());
        }
    }

    while (a < args.size()) {
        Value value = args[a];
        str += join_text;
        str += value.is_string() ? value.as_string()->string() : u16(TRY(inspect_with(vm, value, inspect_options)));
        join_text = u" ";
        a++;
    }
    return str;
}

} // namespace

// SymbolPrototypeToString
std::u16string symbol_to_string16(Symbol* s) { return u"Symbol(" + s->description() + u")"; }
std::string symbol_to_string(Symbol* s) { return utf16_to_utf8(symbol_to_string16(s)); }

// formatNumber (without numericSeparator)
std::string format_number(double number)
{
    if (number == 0 && std::signbit(number))
        return "-0";
    return number_to_string(number);
}

std::string constructor_name_for_description(VM& vm, Object* object) { return internal_constructor_name(vm, object); }

ThrowOr<size_t> inspect_length_option(VM& vm, Object* options, const char* key, size_t fallback)
{
    Value v = TRY(options->get(vm, vm.key(key)));
    if (v.is_null() || (v.is_number() && v.as_number() >= 4294967295.0))
        return SIZE_MAX;
    if (v.is_number())
        return static_cast<size_t>(std::max(0.0, v.as_number()));
    return fallback;
}


ThrowOr<std::string> inspect_or_throw(VM& vm, Value value, const InspectOptions& options)
{
    return inspect_with(vm, value, options);
}

std::string inspect(VM& vm, Value value, const InspectOptions& options)
{
    auto result = inspect_with(vm, value, options);
    if (result.is_throw()) {
        vm.take_exception();
        return "[inspection threw an exception]";
    }
    return result.release_value();
}

ThrowOr<std::string> format_log_arguments(VM& vm, std::span<const Value> args)
{
    return utf16_to_utf8(TRY(format_with_options(vm, args)));
}

ThrowOr<InspectOptions> inspect_options_from(VM& vm, Value options, const InspectOptions& base)
{
    return options_from(vm, options, base);
}

bool has_unknown_inspect_option(VM& vm, Object* options)
{
    return options && !options->is_proxy() && has_unknown_option(vm, options);
}

} // namespace evloop::js
