#pragma once
// Rich-text line layout for shaped scripts (issue 17): a paragraph of styled spans becomes
// lines of positioned glyphs, ready to draw from the GlyphAtlas.
//
//   spans ──► logical text (UTF-32; inline code wrapped in LRI…PDI, bidi.h isolate_ltr)
//         ──► UAX #9 levels (paragraph direction from the first strong character, P2–P3)
//         ──► items: maximal ranges of one level, one span and one face (font fallback:
//             Bengali, Devanagari and Arabic-script letters from their script's face,
//             everything else from the span's Latin face, spaces and punctuation staying
//             with the script face they sit in when it has them)
//         ──► each item shaped once (Shaper's cache) to measure its clusters
//         ──► greedy lines, broken only after spaces (or, for a word wider than the
//             line, between clusters), never inside a cluster (ক্ষ, क्षि stay whole)
//         ──► per line: trailing spaces dropped, L2 visual runs, each piece re-shaped on
//             its own (a Persian word that ends a line takes its final form), placed
//             left to right, the line aligned right in a right-to-left paragraph.
//
// No ImGui and no GPU: tests/text/layout_tests.cpp runs it natively. Sizes are pixels of
// whatever unit the caller draws in (the UI: CSS pixels).
#include "ui/text/bidi.h"
#include "ui/text/shaper.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace evloop::text {

// A span's typeface role; the UI maps each to an ImGui font and a HarfBuzz face.
enum class SpanRole : std::uint8_t { Regular, Bold, Italic, Code };
inline constexpr int kSpanRoleCount = 4;

struct StyledSpan {
  std::string text; // UTF-8; '\n' is a hard line break
  SpanRole role = SpanRole::Regular;
  int tag = 0; // the caller's (its span index): links and code pills are found by it
};

// The scripts with faces of their own.
enum class Script : std::uint8_t { Latin, Bengali, Devanagari, Arabic };
inline constexpr int kScriptCount = 4;

// Which script a character needs a face of; Latin for everything the UI's Latin fonts
// draw (and for anything else: the Latin face's .notdef then shows it is missing).
Script script_of(char32_t);
// Whether any character of the UTF-8 text needs shaping (Bengali, Devanagari, Arabic
// script). Text without one is drawn exactly as before, by ImGui.
bool needs_shaping(std::string_view utf8);

struct FaceAndSize {
  const Face* face = nullptr;
  float em_px = 0; // the em size to shape and rasterise at
};

struct LayoutFonts {
  // [role]: the Latin face of each role (Inter, Inter SemiBold, Inter Italic, JetBrains Mono).
  std::array<FaceAndSize, kSpanRoleCount> latin;
  // [script]: the face for Bengali, Devanagari, Arabic (index 0 unused); nullptr while a
  // face is not loaded: its characters then come from the role's Latin face.
  std::array<FaceAndSize, kScriptCount> script;
  // [script]: its bold face, for Bold spans (Noto Sans Bengali Bold, Noto Sans Devanagari
  // Bold); nullptr: bold text of that script comes from `script`.
  std::array<FaceAndSize, kScriptCount> script_bold;
  float code_pad = 0; // background either side of an inline-code span, inside the line
};

struct PlacedGlyph {
  const Face* face = nullptr;
  float em_px = 0;
  std::uint32_t id = 0;
  float x = 0;  // pen position plus offset, from the line's left edge
  float dy = 0; // from the baseline, y down
  int tag = 0;
};

// A horizontal stretch of one span on one line: code pills and link underlines.
struct SpanBox {
  float x0 = 0, x1 = 0;
  int tag = 0;
  SpanRole role = SpanRole::Regular;
};

struct LaidLine {
  float x = 0;     // left edge in the paragraph (alignment: right-aligned when RTL)
  float width = 0; // of the drawn glyphs, code pads included
  std::vector<PlacedGlyph> glyphs;
  std::vector<SpanBox> boxes;
  // Logical character range [start, end) of the paragraph's text (UTF-32 indices).
  std::size_t start = 0, end = 0;
};

struct ParagraphLayout {
  bool rtl = false; // the paragraph's direction (UAX #9 P2–P3)
  float max_width = 0;
  std::vector<LaidLine> lines;
  std::u32string text; // the logical text laid out (isolates included), for tests
};

// Lays out `spans` in lines at most `max_width` wide (a word wider than that is cut
// between clusters). Code spans are isolated left-to-right runs. `direction` chooses the
// paragraph's direction (Auto: its first strong character; AnyRtl in a right-to-left UI).
ParagraphLayout layout_paragraph(const std::vector<StyledSpan>& spans, const LayoutFonts& fonts, Shaper& shaper,
                                 float max_width, Direction direction = Direction::Auto);

} // namespace evloop::text
