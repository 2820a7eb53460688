#include "ui/text/shaper.h"

#include <hb-ot.h>
#include <hb.h>

#include <algorithm>
#include <utility>

namespace evloop::text {

std::unique_ptr<Face> Face::from_bytes(std::vector<unsigned char> bytes, unsigned index_in_collection) {
  static std::uint64_t next_serial = 1;
  std::unique_ptr<Face> face(new Face());
  face->bytes_ = std::move(bytes);
  face->index_in_collection_ = index_in_collection;
  // READONLY: HarfBuzz reads the bytes in place; the Face outlives the blob's users.
  hb_blob_t* blob = hb_blob_create(reinterpret_cast<const char*>(face->bytes_.data()),
                                   static_cast<unsigned>(face->bytes_.size()), HB_MEMORY_MODE_READONLY, nullptr, nullptr);
  hb_face_t* hb_face = hb_face_create(blob, index_in_collection);
  hb_blob_destroy(blob);
  face->glyph_count_ = hb_face_get_glyph_count(hb_face);
  face->units_per_em_ = hb_face_get_upem(hb_face);
  face->font_ = hb_font_create(hb_face);
  hb_face_destroy(hb_face);
  if (face->glyph_count_ == 0)
    return nullptr;
  // Font units: shaping is exact and size-independent, see shaper.h.
  hb_ot_font_set_funcs(face->font_);
  hb_font_set_scale(face->font_, static_cast<int>(face->units_per_em_), static_cast<int>(face->units_per_em_));
  face->serial_ = next_serial++;
  return face;
}

Face::~Face() { hb_font_destroy(font_); }

bool shaping_available() { return true; }

std::uint32_t Face::glyph_for(char32_t codepoint) const {
  hb_codepoint_t glyph = 0;
  return hb_font_get_nominal_glyph(font_, codepoint, &glyph) ? glyph : 0;
}

ShapedRun Shaper::shape_uncached(std::string_view text, const Face& face, const RunProperties& properties) {
  hb_buffer_t* buffer = hb_buffer_create();
  hb_buffer_add_utf8(buffer, text.data(), static_cast<int>(text.size()), 0, static_cast<int>(text.size()));
  if (properties.direction != RunDirection::Auto)
    hb_buffer_set_direction(buffer, properties.direction == RunDirection::RightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
  if (!properties.script.empty())
    hb_buffer_set_script(buffer, hb_script_from_string(properties.script.data(), static_cast<int>(properties.script.size())));
  const std::string_view language = properties.language.empty() ? std::string_view("und") : std::string_view(properties.language);
  hb_buffer_set_language(buffer, hb_language_from_string(language.data(), static_cast<int>(language.size())));
  hb_buffer_guess_segment_properties(buffer); // fills only what is still unset
  hb_shape(face.hb_font(), buffer, nullptr, 0);

  ShapedRun run;
  run.direction = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL ? RunDirection::RightToLeft : RunDirection::LeftToRight;
  unsigned count = 0;
  const hb_glyph_info_t* infos = hb_buffer_get_glyph_infos(buffer, &count);
  const hb_glyph_position_t* positions = hb_buffer_get_glyph_positions(buffer, &count);
  run.glyphs.reserve(count);
  for (unsigned i = 0; i < count; ++i) {
    run.glyphs.push_back(Glyph{infos[i].codepoint, infos[i].cluster, static_cast<float>(positions[i].x_advance),
                               static_cast<float>(positions[i].y_advance), static_cast<float>(positions[i].x_offset),
                               static_cast<float>(positions[i].y_offset)});
  }
  hb_buffer_destroy(buffer);
  return run;
}

} // namespace evloop::text
