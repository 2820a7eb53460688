// The web page's shaper module (issue 17): HarfBuzz and ui/text/shaper.cpp built as an
// Emscripten module of its own (shaper.js / shaper.wasm, MODULARIZE'd as
// createEvloopShaper), fetched by web/shaper-loader.js only when a language that needs
// shaping (bn, hi, fa) is chosen, so the English page's download does not carry HarfBuzz.
// The page calls these functions synchronously through web/shaper_remote.cpp's EM_JS.
//
// Results are in font units (the page scales them, as Shaper does): per glyph six floats,
// id, cluster, x advance, y advance, x offset, y offset (ids and clusters are exact in a
// float up to 2^24, which glyph ids and our texts never reach).
#include "ui/text/shaper.h"
#include <emscripten.h>
#include <map>
#include <memory>
#include <vector>

namespace {
std::map<int, std::unique_ptr<evloop::text::Face>> g_faces;
int g_next_id = 1;
evloop::text::Shaper g_shaper(1); // the page keeps the cache; this is only the call
std::vector<float> g_result;
int g_direction = 0;

evloop::text::Face* face(int id)
{
    auto found = g_faces.find(id);
    return found == g_faces.end() ? nullptr : found->second.get();
}
} // namespace

extern "C" {

// A font's bytes (copied): its id, or 0 when HarfBuzz reads no glyphs in them.
EMSCRIPTEN_KEEPALIVE int evs_face_create(const unsigned char* bytes, int size)
{
    if (!bytes || size <= 0)
        return 0;
    auto created = evloop::text::Face::from_bytes(std::vector<unsigned char>(bytes, bytes + size));
    if (!created)
        return 0;
    const int id = g_next_id++;
    g_faces[id] = std::move(created);
    return id;
}

EMSCRIPTEN_KEEPALIVE void evs_face_destroy(int id) { g_faces.erase(id); }
EMSCRIPTEN_KEEPALIVE int evs_face_upem(int id) { return face(id) ? static_cast<int>(face(id)->units_per_em()) : 0; }
EMSCRIPTEN_KEEPALIVE int evs_face_glyph_count(int id) { return face(id) ? static_cast<int>(face(id)->glyph_count()) : 0; }
EMSCRIPTEN_KEEPALIVE unsigned evs_glyph_for(int id, unsigned codepoint)
{
    return face(id) ? face(id)->glyph_for(static_cast<char32_t>(codepoint)) : 0;
}

// Shapes UTF-8 text; direction 0 auto, 1 LTR, 2 RTL; script and language may be empty.
// Returns the glyph count (the glyphs at evs_result(), the direction at
// evs_result_direction()), or -1 for an unknown face.
EMSCRIPTEN_KEEPALIVE int evs_shape(int id, const char* text, int length, int direction, const char* script, const char* language)
{
    evloop::text::Face* f = face(id);
    if (!f || length < 0)
        return -1;
    evloop::text::RunProperties properties;
    properties.direction = direction == 1 ? evloop::text::RunDirection::LeftToRight
        : direction == 2                  ? evloop::text::RunDirection::RightToLeft
                                          : evloop::text::RunDirection::Auto;
    properties.script = script ? script : "";
    properties.language = language ? language : "";
    const evloop::text::ShapedRun run = g_shaper.shape(std::string_view(text, static_cast<size_t>(length)), *f,
        static_cast<float>(f->units_per_em()), properties);
    g_result.clear();
    for (const evloop::text::Glyph& g : run.glyphs) {
        g_result.insert(g_result.end(), { static_cast<float>(g.id), static_cast<float>(g.cluster), g.x_advance, g.y_advance,
            g.x_offset, g.y_offset });
    }
    g_direction = run.direction == evloop::text::RunDirection::RightToLeft ? 2 : 1;
    return static_cast<int>(run.glyphs.size());
}

EMSCRIPTEN_KEEPALIVE const float* evs_result() { return g_result.data(); }
EMSCRIPTEN_KEEPALIVE int evs_result_direction() { return g_direction; }

} // extern "C"
