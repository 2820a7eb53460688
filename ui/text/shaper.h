#pragma once
// Text shaping: a run of UTF-8 text in one font becomes positioned glyphs (issue 17).
//
// Design. Dear ImGui draws text one codepoint at a time, one glyph per codepoint, which
// is right for English and wrong for the course's other scripts: Bengali and Devanagari
// write a consonant cluster (ক্ষ, क्ष) as one conjunct glyph and draw the i-vowel sign
// before the consonant it follows in memory (কি, कि); Persian letters take an initial,
// medial, final or isolated form depending on their neighbours. HarfBuzz knows these
// rules; this file is the one place that talks to it, and it says nothing about ImGui,
// so the reader's rich-text layout (and its tests) can use it without a GPU.
//
//   Face    a font file's bytes, loaded once (HarfBuzz's own OpenType functions read the
//           tables; no FreeType).
//   Shaper  shape(text, face, size, properties) -> ShapedRun, with an LRU cache.
//   ShapedRun  glyph ids (indices into the font, not codepoints: draw them with a
//           rasteriser that takes glyph indices), pixel advances and offsets, and each
//           glyph's cluster: the byte offset in the text of the first character it draws.
//
// Layout rules that follow from shaping, for the code that lays out lines:
//   - measure a run with ShapedRun::width(); never sum per-codepoint advances;
//   - break lines only at a cluster start (cluster_starts()), and re-shape each side of
//     the break: a Persian letter at the end of a line takes its final form;
//   - a run is one font, one direction and one script; splitting mixed text into runs
//     (bidi levels, script changes, font fallback for Latin inside Persian) comes first.
//
// Shaping happens in font units (hb_font scale = units per em) and is scaled to pixels on
// the way out: HarfBuzz's OpenType functions do no hinting, so the result at one size is
// the result at any size, scaled, and one cache entry serves every size.
//
// One thread: the UI's. Faces and shapers are not shared between threads.
//
// Two backends implement Face and Shaper::shape_uncached(): shaper.cpp with HarfBuzz
// linked in (the desktop build, the tests, and the web page's shaper module), and
// web/shaper_remote.cpp, which calls that module from the page (HarfBuzz is not part of
// the English page's download). The cache (shaper_cache.cpp) is the same for both.

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

struct hb_font_t;

namespace evloop::text {

// A loaded font. Keeps its own copy of the file's bytes, which HarfBuzz reads lazily.
class Face {
public:
  // nullptr when the bytes are not a font HarfBuzz can read (no glyphs).
  static std::unique_ptr<Face> from_bytes(std::vector<unsigned char> bytes, unsigned index_in_collection = 0);
  ~Face();
  Face(const Face&) = delete;
  Face& operator=(const Face&) = delete;

  unsigned units_per_em() const { return units_per_em_; }
  unsigned glyph_count() const { return glyph_count_; }
  // The font's glyph for a codepoint, or 0 (.notdef) when it has none: how a caller
  // decides which face a character falls back to.
  std::uint32_t glyph_for(char32_t codepoint) const;
  // Unique for the life of the process (never reused, unlike an address), so a cache
  // entry of a destroyed face can never be mistaken for a new one's.
  std::uint64_t serial() const { return serial_; }
  hb_font_t* hb_font() const { return font_; }
  // The file, for a rasteriser (glyph_atlas.h).
  const std::vector<unsigned char>& bytes() const { return bytes_; }
  unsigned index_in_collection() const { return index_in_collection_; }
  int remote_id() const { return remote_id_; } // see remote_id_

private:
  Face() = default;
  std::vector<unsigned char> bytes_;
  unsigned index_in_collection_ = 0;
  hb_font_t* font_ = nullptr;
  unsigned units_per_em_ = 0;
  unsigned glyph_count_ = 0;
  std::uint64_t serial_ = 0;
  // The web page's shaper runs in a module of its own (web/shaper_remote.cpp): this
  // face's id there. Unused where HarfBuzz is linked in (ui/text/shaper.cpp).
  int remote_id_ = 0;
};

// Whether shape() can shape now. Always where HarfBuzz is linked in; in the web page,
// once the shaper module has been fetched (web/shaper-loader.js). Until then callers
// draw text unshaped rather than wait.
bool shaping_available();

enum class RunDirection : std::uint8_t { Auto, LeftToRight, RightToLeft };

struct RunProperties {
  // Auto: from the script (right to left for Arabic script).
  RunDirection direction = RunDirection::Auto;
  // ISO 15924 tag ("Beng", "Deva", "Arab"); empty: guessed from the text's first
  // strong character (hb_buffer_guess_segment_properties).
  std::string script;
  // BCP 47 tag ("bn", "hi", "fa"). It selects language-specific forms (Persian digits
  // four to six, for instance). Empty means "undetermined" rather than the process
  // locale HarfBuzz would otherwise read, so results never depend on the environment.
  std::string language;

  bool operator==(const RunProperties&) const = default;
};

struct Glyph {
  std::uint32_t id = 0;      // glyph index in the face
  std::uint32_t cluster = 0; // byte offset in the text of the first character it draws
  float x_advance = 0, y_advance = 0; // pixels; where the next glyph's origin goes
  float x_offset = 0, y_offset = 0;   // pixels; draw position from the origin, y up
};

struct ShapedRun {
  // In visual order, left to right: a right-to-left run's first glyph is its last
  // character's, and clusters decrease along the vector.
  std::vector<Glyph> glyphs;
  RunDirection direction = RunDirection::LeftToRight; // as resolved (never Auto)

  float width() const;
  // The byte offsets where a cluster starts, ascending: the only places a line may
  // break or a caret may stop inside this run.
  std::vector<std::uint32_t> cluster_starts() const;
};

// Shapes runs, remembering the last `capacity` distinct ones (least recently used goes
// first): the reader re-lays out the same paragraphs every frame while resizing.
class Shaper {
public:
  explicit Shaper(std::size_t capacity = 4096);

  ShapedRun shape(std::string_view text_utf8, const Face& face, float size_px, const RunProperties& properties = {});

  std::size_t cached_runs() const { return entries_.size(); }
  std::size_t cache_hits() const { return hits_; }

private:
  struct Entry {
    std::string key;
    ShapedRun run_in_font_units;
  };
  static ShapedRun shape_uncached(std::string_view text, const Face& face, const RunProperties& properties);

  std::size_t capacity_;
  std::size_t hits_ = 0;
  std::list<Entry> entries_; // most recently used first
  std::unordered_map<std::string_view, std::list<Entry>::iterator> index_; // views into Entry::key
};

} // namespace evloop::text
