// The backend-independent part of ui/text/shaper.h: run measurements and the LRU cache
// in front of Shaper::shape_uncached() (shaper.cpp, or web/shaper_remote.cpp in the page).
#include "ui/text/shaper.h"

#include <algorithm>
#include <utility>

namespace evloop::text {

float ShapedRun::width() const {
  float width = 0;
  for (const Glyph& glyph : glyphs)
    width += glyph.x_advance;
  return width;
}

std::vector<std::uint32_t> ShapedRun::cluster_starts() const {
  std::vector<std::uint32_t> starts;
  starts.reserve(glyphs.size());
  for (const Glyph& glyph : glyphs)
    starts.push_back(glyph.cluster);
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  return starts;
}

Shaper::Shaper(std::size_t capacity) : capacity_(std::max<std::size_t>(capacity, 1)) {}

ShapedRun Shaper::shape(std::string_view text_utf8, const Face& face, float size_px, const RunProperties& properties) {
  // Everything that changes the result except the size, which only scales it.
  std::string key;
  key.reserve(text_utf8.size() + 32);
  key.append(std::to_string(face.serial())).push_back('\x1f');
  key.push_back(static_cast<char>('0' + static_cast<int>(properties.direction)));
  key.append(properties.script).push_back('\x1f');
  key.append(properties.language).push_back('\x1f');
  key.append(text_utf8);

  std::list<Entry>::iterator entry;
  if (auto found = index_.find(key); found != index_.end()) {
    ++hits_;
    entry = found->second;
    entries_.splice(entries_.begin(), entries_, entry);
  } else {
    if (entries_.size() == capacity_) {
      index_.erase(entries_.back().key);
      entries_.pop_back();
    }
    entries_.push_front(Entry{std::move(key), shape_uncached(text_utf8, face, properties)});
    entry = entries_.begin();
    index_.emplace(entry->key, entry);
  }

  ShapedRun run = entry->run_in_font_units;
  const float scale = size_px / static_cast<float>(face.units_per_em());
  for (Glyph& glyph : run.glyphs) {
    glyph.x_advance *= scale;
    glyph.y_advance *= scale;
    glyph.x_offset *= scale;
    glyph.y_offset *= scale;
  }
  return run;
}

} // namespace evloop::text
