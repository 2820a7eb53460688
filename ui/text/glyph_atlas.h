#pragma once
// Glyphs rasterised by glyph index, on demand, into one alpha texture (issue 17).
//
// Shaping (shaper.h) yields glyph ids, and many of the glyphs that matter (a conjunct, a
// Persian medial form) have no codepoint, so ImGui's atlas, baked once from codepoint
// ranges, cannot hold them. This atlas bakes a glyph the first time a run draws it, with
// stb_truetype (the rasteriser ImGui itself uses, ImGui's copy of the header) at the
// glyph index, and keeps it until clear(). It owns CPU pixels only: the UI uploads the
// rows that changed (take_dirty()) to its texture, so this file needs no GL and no ImGui.
//
// Sizes are em sizes in pixels, as in the shaper (HarfBuzz's advances scale by
// size / units per em). ImGui's ImFontConfig::SizePixels is the ascent-to-descent height
// instead; text drawn with both must convert. Glyphs are baked at whole-pixel pen
// positions (no subpixel phases), as ImGui's fonts are, so one bitmap serves every place
// the glyph is drawn at that size.

#include "ui/text/shaper.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

namespace evloop::text {

struct AtlasGlyph {
  int x = 0, y = 0;          // top-left texel in the atlas
  int width = 0, height = 0; // texels; zero for a glyph with no ink (a space, ZWNJ)
  int left = 0, top = 0;     // bitmap's top-left from the pen position, pixels, y down
};

struct AtlasRect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0; // texels, x1 and y1 exclusive
};

class GlyphAtlas {
public:
  GlyphAtlas(int width, int height);
  ~GlyphAtlas();

  // The glyph's place in the atlas, baking it now if it is new; nullptr when the atlas
  // is full (clear() it between frames and bake again) or the face is not one stb_truetype
  // reads. The pointer stays valid until clear().
  const AtlasGlyph* glyph(const Face& face, std::uint32_t glyph_id, float size_px);
  void clear();
  // The em size (as the shaper and glyph() take) of the face drawn at an ImGui pixel
  // height (ascent to descent, stb_truetype's ScaleForPixelHeight); 0 if unreadable.
  float em_size_for_pixel_height(const Face& face, float pixel_height);

  int width() const { return width_; }
  int height() const { return height_; }
  const std::vector<unsigned char>& pixels() const { return pixels_; } // width * height, coverage 0-255
  // The part changed since the last call (what to upload), if any.
  std::optional<AtlasRect> take_dirty();

private:
  struct FontInfo;
  FontInfo* font_info(const Face& face);

  int width_, height_;
  std::vector<unsigned char> pixels_;
  // Shelf packing: glyphs fill a row left to right; the next row starts under the tallest.
  int shelf_x_ = 0, shelf_y_ = 0, shelf_height_ = 0;
  std::optional<AtlasRect> dirty_;
  // Keyed by the face's serial, never reused, so a destroyed face's entries are never hit.
  std::map<std::uint64_t, std::unique_ptr<FontInfo>> fonts_;
  std::map<std::tuple<std::uint64_t, std::uint32_t, float>, AtlasGlyph> glyphs_;
};

} // namespace evloop::text
