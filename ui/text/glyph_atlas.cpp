#include "ui/text/glyph_atlas.h"

#include <imstb_truetype.h>

#include <algorithm>
#include <utility>

namespace evloop::text {

struct GlyphAtlas::FontInfo {
  stbtt_fontinfo info;
};

// One empty texel between glyphs, so bilinear sampling at a glyph's edge reads no neighbour.
constexpr int kPadding = 1;

GlyphAtlas::GlyphAtlas(int width, int height)
    : width_(width), height_(height), pixels_(static_cast<size_t>(width) * static_cast<size_t>(height), 0) {}

GlyphAtlas::~GlyphAtlas() = default;

GlyphAtlas::FontInfo* GlyphAtlas::font_info(const Face& face) {
  auto& slot = fonts_[face.serial()];
  if (!slot) {
    const unsigned char* data = face.bytes().data();
    const int offset = stbtt_GetFontOffsetForIndex(data, static_cast<int>(face.index_in_collection()));
    auto info = std::make_unique<FontInfo>();
    if (offset < 0 || !stbtt_InitFont(&info->info, data, offset)) {
      fonts_.erase(face.serial());
      return nullptr;
    }
    slot = std::move(info);
  }
  return slot.get();
}

const AtlasGlyph* GlyphAtlas::glyph(const Face& face, std::uint32_t glyph_id, float size_px) {
  const auto key = std::make_tuple(face.serial(), glyph_id, size_px);
  if (auto found = glyphs_.find(key); found != glyphs_.end())
    return &found->second;
  FontInfo* font = font_info(face);
  if (!font)
    return nullptr;

  const float scale = stbtt_ScaleForMappingEmToPixels(&font->info, size_px);
  const int index = static_cast<int>(glyph_id);
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  stbtt_GetGlyphBitmapBoxSubpixel(&font->info, index, scale, scale, 0, 0, &x0, &y0, &x1, &y1);
  AtlasGlyph placed;
  placed.width = std::max(0, x1 - x0);
  placed.height = std::max(0, y1 - y0);
  placed.left = x0;
  placed.top = y0;
  if (placed.width > 0 && placed.height > 0) {
    if (shelf_x_ + placed.width + kPadding > width_) { // next shelf
      shelf_y_ += shelf_height_;
      shelf_x_ = 0;
      shelf_height_ = 0;
    }
    if (placed.width + kPadding > width_ || shelf_y_ + placed.height + kPadding > height_)
      return nullptr;
    placed.x = shelf_x_;
    placed.y = shelf_y_;
    stbtt_MakeGlyphBitmapSubpixel(&font->info, &pixels_[static_cast<size_t>(placed.y) * width_ + placed.x], placed.width,
                                  placed.height, width_, scale, scale, 0, 0, index);
    shelf_x_ += placed.width + kPadding;
    shelf_height_ = std::max(shelf_height_, placed.height + kPadding);
    const AtlasRect changed{placed.x, placed.y, placed.x + placed.width, placed.y + placed.height};
    dirty_ = dirty_ ? AtlasRect{std::min(dirty_->x0, changed.x0), std::min(dirty_->y0, changed.y0),
                                std::max(dirty_->x1, changed.x1), std::max(dirty_->y1, changed.y1)}
                    : changed;
  }
  return &glyphs_.emplace(key, placed).first->second;
}

float GlyphAtlas::em_size_for_pixel_height(const Face& face, float pixel_height) {
  FontInfo* font = font_info(face);
  if (!font)
    return 0;
  return stbtt_ScaleForPixelHeight(&font->info, pixel_height) * static_cast<float>(face.units_per_em());
}

void GlyphAtlas::clear() {
  std::fill(pixels_.begin(), pixels_.end(), 0);
  glyphs_.clear();
  shelf_x_ = shelf_y_ = shelf_height_ = 0;
  dirty_ = AtlasRect{0, 0, width_, height_};
}

std::optional<AtlasRect> GlyphAtlas::take_dirty() { return std::exchange(dirty_, std::nullopt); }

} // namespace evloop::text
