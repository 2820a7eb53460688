// ui/text/glyph_atlas: glyphs baked by glyph index (a Bengali conjunct has no codepoint),
// once each, packed without overlap, with the changed area reported for upload.
#include "ui/text/glyph_atlas.h"
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

namespace {

std::unique_ptr<evloop::text::Face> bengali_face() {
  std::ifstream in(std::string(EVLOOP_NOTO_DIR) + "/NotoSansBengali-Regular.ttf", std::ios::binary);
  auto face = evloop::text::Face::from_bytes({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
  REQUIRE(face);
  return face;
}

int ink(const evloop::text::GlyphAtlas& atlas, const evloop::text::AtlasGlyph& glyph) {
  int sum = 0;
  for (int y = glyph.y; y < glyph.y + glyph.height; ++y)
    for (int x = glyph.x; x < glyph.x + glyph.width; ++x)
      sum += atlas.pixels()[static_cast<size_t>(y * atlas.width() + x)];
  return sum;
}

bool overlap(const evloop::text::AtlasGlyph& a, const evloop::text::AtlasGlyph& b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

} // namespace

TEST_CASE("glyph atlas: a conjunct is baked by glyph index, once") {
  const auto face = bengali_face();
  evloop::text::Shaper shaper;
  const auto ksha = shaper.shape("ক্ষ", *face, 32, {.language = "bn"});
  REQUIRE(ksha.glyphs.size() == 1);
  evloop::text::GlyphAtlas atlas(256, 256);
  const auto* conjunct = atlas.glyph(*face, ksha.glyphs[0].id, 32);
  REQUIRE(conjunct);
  CHECK(conjunct->width > 10);
  CHECK(conjunct->width <= static_cast<int>(ksha.glyphs[0].x_advance) + 2);
  CHECK(conjunct->top < 0); // above the baseline
  CHECK(ink(atlas, *conjunct) > 0);
  const auto dirty = atlas.take_dirty();
  REQUIRE(dirty);
  CHECK(dirty->x1 - dirty->x0 == conjunct->width);
  CHECK(atlas.glyph(*face, ksha.glyphs[0].id, 32) == conjunct);
  CHECK_FALSE(atlas.take_dirty()); // nothing new to upload

  // ক alone is another glyph, with other ink, beside the conjunct.
  const auto* ka = atlas.glyph(*face, face->glyph_for(U'ক'), 32);
  REQUIRE(ka);
  CHECK_FALSE(overlap(*ka, *conjunct));
  CHECK(ink(atlas, *ka) != ink(atlas, *conjunct));
  // A space has no ink and takes no room.
  const auto* space = atlas.glyph(*face, face->glyph_for(U' '), 32);
  REQUIRE(space);
  CHECK(space->width == 0);
}

TEST_CASE("glyph atlas: when full it says so, and clear() makes room") {
  const auto face = bengali_face();
  evloop::text::GlyphAtlas atlas(64, 64);
  const std::uint32_t ka = face->glyph_for(U'ক');
  int baked = 0;
  const evloop::text::AtlasGlyph* last = nullptr;
  for (float size = 20; size < 40 && (last = atlas.glyph(*face, ka, size)); size += 1)
    ++baked;
  CHECK(baked > 1);
  CHECK(last == nullptr);
  atlas.clear();
  CHECK(atlas.glyph(*face, ka, 39));
  const auto dirty = atlas.take_dirty();
  REQUIRE(dirty);
  CHECK(dirty->x1 == 64); // the whole cleared texture
}
