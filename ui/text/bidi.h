#pragma once
// The Unicode Bidirectional Algorithm, UAX #9 revision 46 (Unicode 15.0.0):
// https://www.unicode.org/reports/tr9/tr9-46.html
// Right-to-left prose (Persian lessons) with left-to-right code inside it.
//
// What it does, for text as UTF-32 code points:
//   - P1 splitting it into paragraphs; then for each paragraph
//   - P2–P3 the paragraph level (or the caller's), X1–X10 explicit embeddings,
//     overrides and isolates (max_depth 125, the overflow counters), W1–W7, N0 (paired
//     brackets per BD16, canonical equivalents included), N1–N2, I1–I2: the resolved
//     embedding level of every character;
//   - for a line (a range of the paragraph) L1 (trailing whitespace and separators back
//     to the paragraph level) and L2: the visual order, as characters or as runs;
//   - L4 data: which characters are Bidi_Mirrored and their Bidi_Mirroring_Glyph.
// What it leaves to its caller, the rich-text layout:
//   - which paragraphs are left-to-right whatever their text: code blocks and program
//     output are paragraphs of their own, analyzed as Direction::LTR;
//   - line breaking: the layout measures shaped runs and picks the line ranges;
//   - L3 (combining marks) and the shaping of each run (ui/text/shaper.*);
//   - UTF-8: the layout decodes to UTF-32 and keeps its own map back to byte offsets.
// Inline code and other left-to-right spans inside right-to-left prose are wrapped in
// LRI … PDI (U+2066 … U+2069, see isolate_ltr()): the span is then laid out as one
// left-to-right unit, its brackets, numbers and punctuation neither reordered by nor
// reordering the prose around it.
//
// Removed characters (X9: LRE, RLE, LRO, RLO, PDF and BN such as ZWJ) get the level of
// the character before them, so they never split a run; UAX #9 gives them none.
//
// Conformance: tests/ui/bidi_tests.cpp runs every case of Unicode's BidiCharacterTest.txt
// and BidiTest.txt; all pass. Character data: bidi_data.inc (scripts/gen-bidi-data.mjs).
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace evloop::text {

// UAX #9 Table 4, Bidirectional Character Types.
enum class BidiClass : uint8_t {
    L, R, AL,                               // strong
    EN, ES, ET, AN, CS, NSM, BN,            // weak
    B, S, WS, ON,                           // neutral
    LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI, // explicit formatting
};

enum class Direction : uint8_t {
    LTR,
    RTL,
    Auto, // P2–P3: the first strong character outside isolates; LTR if none
    // HL1 for a right-to-left UI (Persian): RTL if any strong right-to-left character
    // lies outside isolates, else LTR. Its messages often begin with a Latin term
    // ("Thread اصلی", "Long Taskها: 3"), which P2 would take for the paragraph's
    // direction and lay the Persian words out in the wrong order; text with no Persian
    // (code, an English fallback) stays left to right.
    AnyRtl,
};

struct BidiParagraph {
    uint8_t paragraph_level = 0;       // 0 left-to-right, 1 right-to-left
    std::vector<BidiClass> classes;    // each character's Bidi_Class, before any rule
    std::vector<uint8_t> levels;       // each character's resolved embedding level (I2)
};

// A run of characters at one level: [start, end) in logical order. Characters of an
// odd-level (right-to-left) run are displayed from end - 1 down to start.
struct BidiRun {
    size_t start = 0;
    size_t end = 0;
    uint8_t level = 0;
    bool is_rtl() const { return level % 2 == 1; }
};

BidiClass bidi_class(char32_t);
// Whether X9 removes characters of this class (LRE, RLE, LRO, RLO, PDF, BN).
bool is_removed_by_x9(BidiClass);

// P1: "Split the text into separate paragraphs. A paragraph separator is kept with the
// previous paragraph." [start, end) ranges covering the text; CR LF is one separator.
std::vector<std::pair<size_t, size_t>> split_paragraphs(std::u32string_view text);

// Resolves the levels of one paragraph (P2–I2).
BidiParagraph analyze(std::u32string_view paragraph, Direction);
// The same from Bidi_Class values alone, with no paired brackets (N0 finds none):
// for BidiTest.txt, whose cases are classes.
BidiParagraph analyze_classes(std::span<const BidiClass> classes, Direction);

// L1 for the line [line_start, line_end): its levels, line_end - line_start of them,
// with the line's trailing whitespace and the whitespace before tabs and paragraph
// separators at the paragraph level.
std::vector<uint8_t> line_levels(const BidiParagraph&, size_t line_start, size_t line_end);

// L1–L2 for the line [line_start, line_end) of the paragraph: its indices (into the
// paragraph) from left to right. X9-removed characters are included, where their level
// puts them.
std::vector<size_t> visual_order(const BidiParagraph&, size_t line_start, size_t line_end);
// L1–L2 by runs: the line's maximal same-level runs from left to right, for a layout
// that shapes and places runs. Concatenating each run's characters in display order
// gives visual_order().
std::vector<BidiRun> visual_runs(const BidiParagraph&, size_t line_start, size_t line_end);

// L4: whether a character at this level is displayed mirrored (Bidi_Mirrored, odd level).
// The glyph to display is mirroring_glyph() when it has one; otherwise the font's own
// mirrored form (OpenType 'rtlm'), or the character as it is.
bool displays_mirrored(char32_t, uint8_t level);
bool is_bidi_mirrored(char32_t);
// Bidi_Mirroring_Glyph, or 0 when the character has none.
char32_t mirroring_glyph(char32_t);

// A left-to-right span for right-to-left prose: LRI + span + PDI. The span's characters
// move one index up in the wrapped text.
std::u32string isolate_ltr(std::u32string_view span);

}
