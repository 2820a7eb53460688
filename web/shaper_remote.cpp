// ui/text/shaper.h's backend for the web page (issue 17): Face and shape_uncached() call
// HarfBuzz in the shaper module (web/shaper_module.cpp), an Emscripten module of its own
// that web/shaper-loader.js instantiates on the main thread as window.evloopShaper when a
// language that needs shaping is chosen. Calls are synchronous (two wasm instances, one
// thread: the text and the result are copied between their memories); the Shaper's cache
// in front of them means a page already drawn calls nothing. Before the module is there,
// shaping_available() is false and the UI draws text unshaped.
#include "ui/text/shaper.h"
#include <emscripten.h>

// clang-format off
// Whether the module is there; if not, asks shaper-loader.js for it (once is enough: it
// keeps the promise).
EM_JS(int, evs_js_ready, (), {
    if (typeof window === 'undefined') return 0;
    if (!window.evloopShaper && window.evloopLoadShaper) window.evloopLoadShaper();
    return window.evloopShaper ? 1 : 0;
});
EM_JS(int, evs_js_face_create, (const unsigned char* bytes, int size), {
    const S = window.evloopShaper;
    const at = S._malloc(size);
    S.HEAPU8.set(HEAPU8.subarray(bytes, bytes + size), at);
    const id = S._evs_face_create(at, size);
    S._free(at);
    return id;
});
EM_JS(void, evs_js_face_destroy, (int id), {
    if (typeof window !== 'undefined' && window.evloopShaper) window.evloopShaper._evs_face_destroy(id);
});
EM_JS(int, evs_js_face_upem, (int id), { return window.evloopShaper._evs_face_upem(id); });
EM_JS(int, evs_js_face_glyph_count, (int id), { return window.evloopShaper._evs_face_glyph_count(id); });
EM_JS(unsigned, evs_js_glyph_for, (int id, unsigned codepoint), {
    return window.evloopShaper._evs_glyph_for(id, codepoint) >>> 0;
});
// Shapes; returns the glyph count (or -1) and leaves the result in the module.
EM_JS(int, evs_js_shape, (int id, const char* text, int length, int direction, const char* script, int script_length,
    const char* language, int language_length), {
    const S = window.evloopShaper;
    const at = S._malloc(length + script_length + language_length + 2);
    const sat = at + length, lat = sat + script_length + 1;
    S.HEAPU8.set(HEAPU8.subarray(text, text + length), at);
    S.HEAPU8.set(HEAPU8.subarray(script, script + script_length), sat);
    S.HEAPU8[sat + script_length] = 0;
    S.HEAPU8.set(HEAPU8.subarray(language, language + language_length), lat);
    S.HEAPU8[lat + language_length] = 0;
    const n = S._evs_shape(id, at, length, direction, sat, lat);
    S._free(at);
    return n;
});
// Copies the last result's 6 * count floats to `out`; returns its direction (1 LTR, 2 RTL).
EM_JS(int, evs_js_take_result, (float* out, int count), {
    const S = window.evloopShaper;
    const from = S._evs_result() >> 2;
    HEAPF32.set(S.HEAPF32.subarray(from, from + 6 * count), out >> 2);
    return S._evs_result_direction();
});
// clang-format on

namespace evloop::text {

bool shaping_available()
{
    static bool ready = false; // once there, it stays
    if (!ready)
        ready = evs_js_ready() != 0;
    return ready;
}

std::unique_ptr<Face> Face::from_bytes(std::vector<unsigned char> bytes, unsigned index_in_collection)
{
    static std::uint64_t next_serial = 1;
    if (!shaping_available() || bytes.empty() || index_in_collection != 0)
        return nullptr;
    std::unique_ptr<Face> face(new Face());
    face->bytes_ = std::move(bytes);
    face->remote_id_ = evs_js_face_create(face->bytes_.data(), static_cast<int>(face->bytes_.size()));
    if (face->remote_id_ == 0)
        return nullptr;
    face->units_per_em_ = static_cast<unsigned>(evs_js_face_upem(face->remote_id_));
    face->glyph_count_ = static_cast<unsigned>(evs_js_face_glyph_count(face->remote_id_));
    if (face->glyph_count_ == 0 || face->units_per_em_ == 0)
        return nullptr;
    face->serial_ = next_serial++;
    return face;
}

Face::~Face()
{
    if (remote_id_)
        evs_js_face_destroy(remote_id_);
}

std::uint32_t Face::glyph_for(char32_t codepoint) const
{
    return evs_js_glyph_for(remote_id_, static_cast<unsigned>(codepoint));
}

ShapedRun Shaper::shape_uncached(std::string_view text, const Face& face, const RunProperties& properties)
{
    ShapedRun run;
    const int direction = properties.direction == RunDirection::LeftToRight ? 1
        : properties.direction == RunDirection::RightToLeft                 ? 2
                                                                            : 0;
    const int count = evs_js_shape(face.remote_id(), text.data(), static_cast<int>(text.size()), direction,
        properties.script.data(), static_cast<int>(properties.script.size()), properties.language.data(),
        static_cast<int>(properties.language.size()));
    if (count <= 0)
        return run;
    std::vector<float> values(static_cast<size_t>(count) * 6);
    run.direction = evs_js_take_result(values.data(), count) == 2 ? RunDirection::RightToLeft : RunDirection::LeftToRight;
    run.glyphs.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
        const float* v = &values[static_cast<size_t>(i) * 6];
        run.glyphs.push_back(Glyph { static_cast<std::uint32_t>(v[0]), static_cast<std::uint32_t>(v[1]), v[2], v[3], v[4], v[5] });
    }
    return run;
}

} // namespace evloop::text
