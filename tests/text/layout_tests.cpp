// ui/text/layout: lines break between clusters only (ক্ষ, क्षि stay whole), a Persian
// word cut by a line break takes its final and initial forms, inline code stays
// left-to-right inside right-to-left prose, and lines align by the paragraph's direction.
#include "ui/text/layout.h"
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <string>

using namespace evloop::text;

namespace {

const Face& face_at(const std::string& path) {
  static std::map<std::string, std::unique_ptr<Face>> faces;
  auto& face = faces[path];
  if (!face) {
    std::ifstream in(path, std::ios::binary);
    face = Face::from_bytes({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
    INFO(path);
    REQUIRE(face);
  }
  return *face;
}

std::string noto(const char* font) { return std::string(EVLOOP_NOTO_DIR) + "/" + font; }

LayoutFonts test_fonts() {
  LayoutFonts fonts;
  const Face& inter = face_at(std::string(EVLOOP_FONT_SOURCE_DIR) + "/opentype/inter/Inter-Regular.otf");
  const Face& mono = face_at(std::string(EVLOOP_FONT_SOURCE_DIR) + "/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf");
  for (auto& role : fonts.latin)
    role = {&inter, 16};
  fonts.latin[static_cast<int>(SpanRole::Code)] = {&mono, 14};
  fonts.script[static_cast<int>(Script::Bengali)] = {&face_at(noto("NotoSansBengali-Regular.ttf")), 16};
  fonts.script[static_cast<int>(Script::Devanagari)] = {&face_at(noto("NotoSansDevanagari-Regular.ttf")), 16};
  fonts.script[static_cast<int>(Script::Arabic)] = {&face_at(noto("NotoSansArabic-Regular.ttf")), 16};
  fonts.code_pad = 4;
  return fonts;
}

// The character indices (into the layout's text) where the text's clusters start, from
// shaping the whole text in one piece.
std::vector<std::size_t> cluster_starts(const std::string& utf8, const Face& face, const char* language) {
  Shaper shaper;
  const auto run = shaper.shape(utf8, face, 16, {.language = language});
  std::vector<std::size_t> starts;
  for (std::uint32_t byte : run.cluster_starts()) {
    std::size_t chars = 0;
    for (std::size_t i = 0; i < byte; ++i)
      chars += (static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80;
    starts.push_back(chars);
  }
  return starts;
}

void check_breaks_only_between_clusters(const std::string& word, Script script, const char* language) {
  const LayoutFonts fonts = test_fonts();
  const auto starts = cluster_starts(word, *fonts.script[static_cast<int>(script)].face, language);
  REQUIRE(starts.size() > 2);
  Shaper shaper;
  bool broke = false;
  for (float width = 4; width < 200; width += 3) {
    const ParagraphLayout layout = layout_paragraph({{word}}, fonts, shaper, width);
    REQUIRE(!layout.lines.empty());
    broke = broke || layout.lines.size() > 1;
    for (const LaidLine& line : layout.lines) {
      INFO("width " << width << ", line starting at character " << line.start);
      CHECK(std::find(starts.begin(), starts.end(), line.start) != starts.end());
      CHECK(!line.glyphs.empty());
    }
  }
  CHECK(broke);
}

} // namespace

TEST_CASE("layout: which text needs shaping") {
  CHECK_FALSE(needs_shaping("setTimeout(() => 1, 0); // “quotes” — dash"));
  CHECK(needs_shaping("The ক্ষ conjunct"));
  CHECK(needs_shaping("क्षि"));
  CHECK(needs_shaping("تابع"));
  CHECK(script_of(U'ক') == Script::Bengali);
  CHECK(script_of(U'क') == Script::Devanagari);
  CHECK(script_of(U'ی') == Script::Arabic);
  CHECK(script_of(U'a') == Script::Latin);
}

TEST_CASE("layout: a Bengali word is cut between clusters, never inside ক্ষ") {
  check_breaks_only_between_clusters("ক্ষেত্রক্ষমতাক্ষত্রিয়", Script::Bengali, "bn");
}

TEST_CASE("layout: a Devanagari word is cut between clusters, never inside क्षि") {
  check_breaks_only_between_clusters("क्षितिजक्षत्रियक्षिप्र", Script::Devanagari, "hi");
}

TEST_CASE("layout: lines break at spaces, and trailing spaces hang") {
  const LayoutFonts fonts = test_fonts();
  Shaper shaper;
  const std::string text = "কলব্যাক কিউ থেকে মাইক্রোটাস্ক আগে চলে";
  const ParagraphLayout one = layout_paragraph({{text}}, fonts, shaper, 2000);
  REQUIRE(one.lines.size() == 1);
  CHECK_FALSE(one.rtl);
  CHECK(one.lines[0].x == 0);
  const ParagraphLayout narrow = layout_paragraph({{text}}, fonts, shaper, one.lines[0].width * 0.6f);
  REQUIRE(narrow.lines.size() >= 2);
  for (const LaidLine& line : narrow.lines) {
    CHECK(line.width <= one.lines[0].width * 0.6f + 0.5f);
    CHECK(line.x == 0);
    if (line.start > 0)
      CHECK(narrow.text[line.start - 1] == U' '); // broke after a space
    CHECK(narrow.text[line.start] != U' ');
  }
}

TEST_CASE("layout: a Persian word cut by a line takes its final and initial forms") {
  const LayoutFonts fonts = test_fonts();
  const Face& arabic = *fonts.script[static_cast<int>(Script::Arabic)].face;
  Shaper shaper;
  const auto form = [&](std::string_view text, std::size_t glyph_from_left) {
    return shaper.shape(text, arabic, 16, {.language = "fa"}).glyphs.at(glyph_from_left).id;
  };
  const std::uint32_t final_teh = form("تت", 0), medial_teh = form("تتت", 1), initial_teh = form("تت", 1);
  REQUIRE(final_teh != medial_teh);
  REQUIRE(initial_teh != medial_teh);
  const std::string word = "تتتتتتتتتتتتتتتتتتتت";
  const float whole = layout_paragraph({{word}}, fonts, shaper, 5000).lines.at(0).width;
  const ParagraphLayout cut = layout_paragraph({{word}}, fonts, shaper, whole * 0.6f);
  REQUIRE(cut.rtl);
  REQUIRE(cut.lines.size() == 2);
  // Right to left: a line's last letter is its leftmost glyph, its first the rightmost.
  CHECK(cut.lines[0].glyphs.front().id == final_teh);
  CHECK(cut.lines[1].glyphs.back().id == initial_teh);
  CHECK(cut.lines[0].glyphs[1].id == medial_teh);
  // Both lines right-aligned.
  for (const LaidLine& line : cut.lines)
    CHECK(line.x + line.width == Approx(whole * 0.6f));
}

TEST_CASE("layout: inline setTimeout stays left to right inside a Persian sentence") {
  const LayoutFonts fonts = test_fonts();
  const Face& mono = *fonts.latin[static_cast<int>(SpanRole::Code)].face;
  Shaper shaper;
  // "تابع setTimeout(fn) را صدا بزن" — the code span is tag 1.
  const std::vector<StyledSpan> spans = {
      {"تابع ", SpanRole::Regular, 0}, {"setTimeout(fn)", SpanRole::Code, 1}, {" را صدا بزن.", SpanRole::Regular, 2}};
  const ParagraphLayout layout = layout_paragraph(spans, fonts, shaper, 600);
  REQUIRE(layout.rtl);
  REQUIRE(layout.lines.size() == 1);
  const LaidLine& line = layout.lines[0];
  CHECK(line.x + line.width == Approx(600));
  CHECK(line.x > 0);
  // Visual order, left to right: the end of the sentence, the code, then "تابع" at the right.
  std::vector<int> tags;
  for (const PlacedGlyph& g : line.glyphs)
    if (tags.empty() || tags.back() != g.tag)
      tags.push_back(g.tag);
  CHECK(tags == std::vector<int>{2, 1, 0});
  // The code's glyphs in reading order, left to right: s e t T … ( f n ).
  std::string code;
  for (const PlacedGlyph& g : line.glyphs)
    if (g.tag == 1)
      for (char c : std::string("setTimeout(fn)"))
        if (mono.glyph_for(static_cast<unsigned char>(c)) == g.id) {
          code.push_back(c);
          break;
        }
  CHECK(code == "setTimeout(fn)"); // the first match of each glyph; 't' and 'e' repeat harmlessly
  float previous = -1;
  for (const PlacedGlyph& g : line.glyphs)
    if (g.tag == 1) {
      CHECK(g.x > previous);
      previous = g.x;
    }
  // The pill: one box for the code, with the pad either side.
  int code_boxes = 0;
  for (const SpanBox& box : line.boxes)
    if (box.tag == 1) {
      ++code_boxes;
      CHECK(box.role == SpanRole::Code);
    }
  CHECK(code_boxes == 1);
}

TEST_CASE("layout: Latin inside Bengali comes from the Latin face, and a hard break ends a line") {
  const LayoutFonts fonts = test_fonts();
  Shaper shaper;
  const ParagraphLayout layout =
      layout_paragraph({{"Promise আর setTimeout\nদুটো লাইন"}}, fonts, shaper, 2000);
  REQUIRE(layout.lines.size() == 2);
  CHECK_FALSE(layout.rtl);
  const Face* inter = fonts.latin[0].face;
  const Face* bengali = fonts.script[static_cast<int>(Script::Bengali)].face;
  CHECK(layout.lines[0].glyphs.front().face == inter);
  bool has_bengali = false;
  for (const PlacedGlyph& g : layout.lines[0].glyphs)
    has_bengali = has_bengali || g.face == bengali;
  CHECK(has_bengali);
  for (const PlacedGlyph& g : layout.lines[1].glyphs)
    CHECK(g.face == bengali);
}

TEST_CASE("layout: empty and unfaced text lays out nothing and does not crash") {
  LayoutFonts none;
  Shaper shaper;
  CHECK(layout_paragraph({}, none, shaper, 100).lines.empty());
  CHECK(layout_paragraph({{"abc ক্ষ"}}, none, shaper, 100).lines.empty());
  CHECK(layout_paragraph({{"\xff\xfe bad utf-8"}}, test_fonts(), shaper, 1000).lines.size() == 1);
}

TEST_CASE("layout: bold Bengali, Devanagari and Persian come from their Bold faces, when there are any") {
  LayoutFonts fonts = test_fonts();
  Shaper shaper;
  const Face* bengali = fonts.script[static_cast<int>(Script::Bengali)].face;
  const std::vector<StyledSpan> spans = {{"সাধারণ "}, {"মোটা", SpanRole::Bold}};
  // Without a Bold face, bold Bengali is drawn with the regular one.
  const ParagraphLayout plain = layout_paragraph(spans, fonts, shaper, 2000);
  REQUIRE(plain.lines.size() == 1);
  for (const PlacedGlyph& g : plain.lines[0].glyphs)
    CHECK(g.face == bengali);
  const Face& bengali_bold = face_at(noto("NotoSansBengali-Bold.ttf"));
  const Face& devanagari_bold = face_at(noto("NotoSansDevanagari-Bold.ttf"));
  fonts.script_bold[static_cast<int>(Script::Bengali)] = {&bengali_bold, 16};
  fonts.script_bold[static_cast<int>(Script::Devanagari)] = {&devanagari_bold, 16};
  const ParagraphLayout layout = layout_paragraph(spans, fonts, shaper, 2000);
  REQUIRE(layout.lines.size() == 1);
  size_t regular = 0, bold = 0;
  for (const PlacedGlyph& g : layout.lines[0].glyphs) {
    regular += g.face == bengali;
    bold += g.face == &bengali_bold;
  }
  CHECK(regular >= 4);
  CHECK(bold >= 3);
  CHECK(regular + bold == layout.lines[0].glyphs.size()); // the space between them from the regular face
  // Devanagari the same; a regular span keeps the regular face.
  const ParagraphLayout hindi = layout_paragraph({{"क्षि", SpanRole::Bold}, {" क्षि"}}, fonts, shaper, 2000);
  REQUIRE(hindi.lines.size() == 1);
  CHECK(hindi.lines[0].glyphs.front().face == &devanagari_bold);
  CHECK(hindi.lines[0].glyphs.back().face == fonts.script[static_cast<int>(Script::Devanagari)].face);
  // Persian: a bold word is shaped in the Arabic Bold face, the regular words around it not.
  REQUIRE(fonts.script[static_cast<int>(Script::Arabic)].face);
  const Face& arabic_bold = face_at(noto("NotoSansArabic-Bold.ttf"));
  fonts.script_bold[static_cast<int>(Script::Arabic)] = {&arabic_bold, 16};
  const ParagraphLayout persian = layout_paragraph({{"متن "}, {"پررنگ", SpanRole::Bold}}, fonts, shaper, 2000);
  REQUIRE(persian.lines.size() == 1);
  size_t persian_regular = 0, persian_bold = 0;
  for (const PlacedGlyph& g : persian.lines[0].glyphs) {
    persian_regular += g.face == fonts.script[static_cast<int>(Script::Arabic)].face;
    persian_bold += g.face == &arabic_bold;
  }
  CHECK(persian_regular >= 3);
  CHECK(persian_bold >= 5);
}
