// ui/text/shaper: Bengali conjuncts, Devanagari's reordered i-matra and Persian joining
// come out as HarfBuzz's own hb-shape prints them for the same font
// (tests/text/shaping_fixtures.inc, recorded by scripts/record-shaping-fixtures.sh), and
// the per-locale subset fonts the site downloads shape the same words to the same glyphs.
#include "ui/text/shaper.h"
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>

namespace {

struct Fixture {
  const char* name;
  const char* font;
  const char* language;
  const char* text;
  const char* hb_shape_output;
};

const Fixture kFixtures[] = {
#include "shaping_fixtures.inc"
};

struct ExpectedGlyph {
  std::uint32_t id = 0, cluster = 0;
  int x_offset = 0, y_offset = 0, x_advance = 0, y_advance = 0;
};

// hb-shape's text format: [gid=cluster@x_offset,y_offset+x_advance,y_advance|...], where
// the offsets and the y advance are left out when zero.
std::vector<ExpectedGlyph> parse_hb_shape(std::string_view output) {
  REQUIRE(output.size() >= 2);
  REQUIRE(output.front() == '[');
  REQUIRE(output.back() == ']');
  std::vector<ExpectedGlyph> glyphs;
  std::string text(output.substr(1, output.size() - 2));
  const char* p = text.c_str();
  auto number = [&p]() { char* end; long v = std::strtol(p, &end, 10); p = end; return static_cast<int>(v); };
  while (*p) {
    ExpectedGlyph g;
    g.id = static_cast<std::uint32_t>(number());
    REQUIRE(*p++ == '=');
    g.cluster = static_cast<std::uint32_t>(number());
    if (*p == '@') {
      ++p;
      g.x_offset = number();
      REQUIRE(*p++ == ',');
      g.y_offset = number();
    }
    REQUIRE(*p++ == '+');
    g.x_advance = number();
    if (*p == ',') {
      ++p;
      g.y_advance = number();
    }
    glyphs.push_back(g);
    if (*p == '|')
      ++p;
  }
  return glyphs;
}

std::vector<unsigned char> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Faces are loaded once per file for the whole test run.
const evloop::text::Face& face_at(const std::string& path) {
  static std::map<std::string, std::unique_ptr<evloop::text::Face>> faces;
  auto& face = faces[path];
  if (!face) {
    face = evloop::text::Face::from_bytes(read_file(path));
    INFO(path);
    REQUIRE(face);
  }
  return *face;
}

std::string noto(const char* font) { return std::string(EVLOOP_NOTO_DIR) + "/" + font; }

const Fixture& fixture_named(std::string_view name) {
  for (const Fixture& f : kFixtures)
    if (name == f.name)
      return f;
  FAIL("no fixture " << name);
  return kFixtures[0];
}

const Fixture& isolated_form_of(std::string_view letter) {
  for (const Fixture& f : kFixtures)
    if (std::string_view(f.name).starts_with("persian_isolated_") && letter == f.text)
      return f;
  FAIL("no isolated fixture for " << letter);
  return kFixtures[0];
}

// Shapes in font units (size = units per em), where hb-shape's numbers are exact.
void check_matches_hb_shape(const evloop::text::Face& face, const Fixture& fixture) {
  evloop::text::Shaper shaper;
  const auto run = shaper.shape(fixture.text, face, static_cast<float>(face.units_per_em()), {.language = fixture.language});
  const auto expected = parse_hb_shape(fixture.hb_shape_output);
  INFO(fixture.name << ": " << fixture.hb_shape_output);
  REQUIRE(run.glyphs.size() == expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    INFO("glyph " << i);
    CHECK(run.glyphs[i].id == expected[i].id);
    CHECK(run.glyphs[i].cluster == expected[i].cluster);
    CHECK(run.glyphs[i].x_advance == Approx(expected[i].x_advance).margin(0.01));
    CHECK(run.glyphs[i].y_advance == Approx(expected[i].y_advance).margin(0.01));
    CHECK(run.glyphs[i].x_offset == Approx(expected[i].x_offset).margin(0.01));
    CHECK(run.glyphs[i].y_offset == Approx(expected[i].y_offset).margin(0.01));
  }
}

std::uint32_t glyph_of_cluster(const evloop::text::ShapedRun& run, std::uint32_t cluster) {
  for (const auto& glyph : run.glyphs)
    if (glyph.cluster == cluster)
      return glyph.id;
  FAIL("no glyph for cluster " << cluster);
  return 0;
}

} // namespace

TEST_CASE("shaper: every hb-shape fixture, full Noto fonts") {
  for (const Fixture& fixture : kFixtures)
    check_matches_hb_shape(face_at(noto(fixture.font)), fixture);
}

TEST_CASE("shaper: a Bengali conjunct is one glyph and the e-sign comes first") {
  const auto& face = face_at(noto("NotoSansBengali-Regular.ttf"));
  evloop::text::Shaper shaper;
  const auto ksha = shaper.shape("ক্ষ", face, 20, {.language = "bn"});
  REQUIRE(ksha.glyphs.size() == 1); // ক + virama + ষ
  CHECK(ksha.glyphs[0].id != face.glyph_for(U'ক'));
  // ক্ষেত্র: the e-sign (byte 9) is drawn before the conjunct but belongs to its cluster.
  const auto kshetra = shaper.shape("ক্ষেত্র", face, 20, {.language = "bn"});
  REQUIRE(kshetra.glyphs.size() == 3);
  CHECK(kshetra.glyphs[0].cluster == 0);
  CHECK(kshetra.glyphs[1].id == ksha.glyphs[0].id);
  CHECK(kshetra.cluster_starts() == std::vector<std::uint32_t>{0, 4 * 3});
}

TEST_CASE("shaper: Devanagari's i-matra is drawn before its consonant cluster") {
  const auto& face = face_at(noto("NotoSansDevanagari-Regular.ttf"));
  evloop::text::Shaper shaper;
  const auto ki = shaper.shape("कि", face, 20, {.language = "hi"});
  REQUIRE(ki.glyphs.size() == 2);
  CHECK(ki.glyphs[1].id == face.glyph_for(U'क'));
  CHECK(ki.glyphs[0].id != face.glyph_for(U'ि')); // the matra's width fitted to one consonant
  const auto kshi = shaper.shape("क्षि", face, 20, {.language = "hi"});
  REQUIRE(kshi.glyphs.size() == 2);
  CHECK(kshi.glyphs[0].id != ki.glyphs[0].id); // a longer matra for the wider conjunct
  CHECK(kshi.glyphs[1].id != face.glyph_for(U'क'));
}

TEST_CASE("shaper: Persian letters join, and ZWNJ breaks the join") {
  const auto& face = face_at(noto("NotoSansArabic-Regular.ttf"));
  evloop::text::Shaper shaper;
  auto shaped = [&](std::string_view text) { return shaper.shape(text, face, 20, {.language = "fa"}); };
  auto isolated = [&](std::string_view letter) {
    const auto run = shaped(letter);
    REQUIRE(run.glyphs.size() == 1);
    CHECK(run.glyphs[0].id == parse_hb_shape(isolated_form_of(letter).hb_shape_output)[0].id);
    return run.glyphs[0].id;
  };
  // کتاب: initial kaf, medial teh, final alef; beh after alef stands alone.
  const auto ketab = shaped("کتاب");
  CHECK(ketab.direction == evloop::text::RunDirection::RightToLeft);
  CHECK(ketab.glyphs.front().cluster == 6); // visual order: the last letter is leftmost
  CHECK(glyph_of_cluster(ketab, 0) != isolated("ک"));
  CHECK(glyph_of_cluster(ketab, 2) != isolated("ت"));
  CHECK(glyph_of_cluster(ketab, 4) != isolated("ا"));
  CHECK(glyph_of_cluster(ketab, 6) == isolated("ب"));
  // می‌شود: ZWNJ (bytes 4-6) ends the first join, so shin starts a new one.
  const auto mishavad = shaped("می‌شود");
  CHECK(glyph_of_cluster(mishavad, 0) != isolated("م"));
  CHECK(glyph_of_cluster(mishavad, 2) != isolated("ی"));
  CHECK(glyph_of_cluster(mishavad, 7) != isolated("ش"));
  CHECK(glyph_of_cluster(mishavad, 9) != isolated("و"));
  CHECK(glyph_of_cluster(mishavad, 11) == isolated("د"));
  CHECK(glyph_of_cluster(mishavad, 7) == glyph_of_cluster(shaped("شود"), 0));
}

TEST_CASE("shaper: pixels scale font units, and the cache serves every size") {
  const auto& face = face_at(noto("NotoSansBengali-Regular.ttf"));
  evloop::text::Shaper shaper(2);
  const auto at_em = shaper.shape("ক্ষেত্র", face, static_cast<float>(face.units_per_em()), {.language = "bn"});
  const auto at_16 = shaper.shape("ক্ষেত্র", face, 16, {.language = "bn"});
  CHECK(shaper.cached_runs() == 1);
  CHECK(shaper.cache_hits() == 1);
  CHECK(at_16.width() == Approx(at_em.width() * 16 / face.units_per_em()));
  // Another language is another run; a third one evicts the least recently used.
  shaper.shape("ক্ষেত্র", face, 16, {.language = "as"});
  shaper.shape("কি", face, 16, {.language = "bn"});
  CHECK(shaper.cached_runs() == 2);
  shaper.shape("ক্ষেত্র", face, 16, {.language = "bn"});
  CHECK(shaper.cache_hits() == 1);
  CHECK(shaper.shape("", face, 16).glyphs.empty());
}

#ifdef EVLOOP_LOCALE_FONT_DIR
// The subsets keep glyph ids (--retain-gids, cmake/fonts.cmake), so a word the locale's
// lessons use shapes to hb-shape's glyphs for the full font. A fixture word whose
// characters the lessons do not use is not in the subset, and is skipped.
TEST_CASE("shaper: the locale subset fonts shape the fixtures as the full fonts do") {
  int checked = 0;
  for (const Fixture& fixture : kFixtures) {
    const std::string subset = std::string(EVLOOP_LOCALE_FONT_DIR) + "/" + fixture.language + "/" + fixture.font;
    if (!std::filesystem::exists(subset))
      continue;
    const auto& face = face_at(subset);
    evloop::text::Shaper shaper;
    const auto run = shaper.shape(fixture.text, face, 10, {.language = fixture.language});
    bool covered = true;
    for (const auto& glyph : run.glyphs)
      covered = covered && glyph.id != 0;
    if (!covered) {
      WARN(fixture.name << ": not in the " << fixture.language << " subset");
      continue;
    }
    check_matches_hb_shape(face, fixture);
    ++checked;
  }
  CHECK(checked > 0);
}
#endif
