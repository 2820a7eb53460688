#include "ui/shaped_text.h"
#include "ui/text/bidi.h"
#include <imgui_internal.h>
#include <cfloat>
#include <cstdarg>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <unordered_map>

namespace evloop::ui {

namespace {

constexpr int kAtlasSize = 2048;

struct RegisteredFont {
    std::string path;
    float css_size = 0;
};

struct CachedLayout {
    std::vector<text::StyledSpan> spans;
    RichFonts fonts;
    float width = 0;
    text::ParagraphLayout layout;
};

struct State {
    std::string font_dir;
    float dpr = 1.0f;
    std::unordered_map<const ImFont*, RegisteredFont> fonts;
    // Faces by file path, kept across font rebuilds (a face's bytes never change);
    // nullptr: the file was looked for since the last rebuild and is missing.
    std::map<std::string, std::unique_ptr<text::Face>> faces;
    std::unordered_map<std::string, float> em_sizes; // path + '\0' + css size -> em size
    text::Shaper shaper { 8192 };
    text::GlyphAtlas atlas { kAtlasSize, kAtlasSize };
    ImTextureID texture = nullptr;
    // Layouts by a hash of (spans, fonts, width), each entry checked against its spans:
    // a frame that draws the same page again copies no text and lays out nothing.
    std::unordered_map<std::uint64_t, std::vector<std::unique_ptr<CachedLayout>>> layouts;
    size_t cached_layouts = 0;
    size_t layouts_made = 0, layout_hits = 0;
    bool shaping = false;          // the shaper was there when last asked
    text::Direction direction = text::Direction::Auto; // AnyRtl in a right-to-left UI
    double missing_checked = 0.0; // when missing font files were last looked for
};

State& state()
{
    static State s;
    return s;
}

const text::Face* face_from_file(const std::string& path)
{
    State& s = state();
    auto found = s.faces.find(path);
    if (found != s.faces.end())
        return found->second.get();
    std::unique_ptr<text::Face> face;
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
        std::vector<unsigned char> bytes;
        unsigned char buffer[65536];
        size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
            bytes.insert(bytes.end(), buffer, buffer + n);
        std::fclose(f);
        face = text::Face::from_bytes(std::move(bytes));
    }
    const text::Face* result = face.get();
    s.faces[path] = std::move(face);
    return result;
}

// The Bengali, Devanagari or Arabic face: <font dir>/XX/ (the site, and where lang's
// loader puts a fetched locale), else the native build's locale-fonts/XX/ next to fonts/.
// Bold: the Bengali, Devanagari and Arabic Bold faces (a locale's download carries them;
// **bold** text in those scripts is drawn with the regular face while one is missing).
const text::Face* script_face(text::Script script, bool bold = false)
{
    static const char* const kFiles[] = { nullptr, "bn/NotoSansBengali-Regular.ttf", "hi/NotoSansDevanagari-Regular.ttf",
        "fa/NotoSansArabic-Regular.ttf" };
    static const char* const kBoldFiles[] = { nullptr, "bn/NotoSansBengali-Bold.ttf", "hi/NotoSansDevanagari-Bold.ttf",
        "fa/NotoSansArabic-Bold.ttf" };
    const char* file = (bold ? kBoldFiles : kFiles)[static_cast<int>(script)];
    if (!file)
        return nullptr;
    const std::string& dir = state().font_dir;
    if (const text::Face* face = face_from_file(dir + "/" + file))
        return face;
    std::string parent = dir;
    while (!parent.empty() && parent.back() == '/')
        parent.pop_back();
    size_t slash = parent.find_last_of('/');
    parent = slash == std::string::npos ? std::string(".") : parent.substr(0, slash);
    return face_from_file(parent + "/locale-fonts/" + file);
}

// How much larger than the Latin em each script is set, so that it reads the same size
// as Inter beside it (issue 17). Measured on the faces' outlines (fontTools, units of the
// em): Inter's x-height is 0.545; Noto Sans Arabic's letter bodies (س ب م ن ه) are
// 0.38-0.50, mean 0.43, so Persian at Inter's em looked a size smaller than the English
// around it: 0.545 / 0.43 = 1.27, rounded down to 1.25 so that alef (0.714) stays under
// Inter's ascender (0.97 em). The Bengali and Devanagari headline (0.622) is already
// above Inter's x-height: 1.
constexpr float kScriptSizeFactor[text::kScriptCount] = { 1.0f, 1.0f, 1.0f, 1.25f };
static_assert(static_cast<int>(text::Script::Arabic) == 3, "kScriptSizeFactor is indexed by text::Script");

// The HarfBuzz face and em size (CSS pixels) of an ImGui font built by build_fonts().
text::FaceAndSize face_of(const ImFont* font, float size)
{
    State& s = state();
    auto found = s.fonts.find(font);
    if (found == s.fonts.end())
        return {};
    const text::Face* face = face_from_file(found->second.path);
    if (!face)
        return {};
    std::string key = found->second.path;
    key.push_back('\0');
    key += std::to_string(size);
    auto em = s.em_sizes.find(key);
    if (em == s.em_sizes.end())
        em = s.em_sizes.emplace(key, s.atlas.em_size_for_pixel_height(*face, size)).first;
    return { face, em->second };
}

text::LayoutFonts layout_fonts(const RichFonts& f)
{
    text::LayoutFonts fonts;
    fonts.latin[static_cast<int>(text::SpanRole::Regular)] = face_of(f.regular, f.size);
    fonts.latin[static_cast<int>(text::SpanRole::Bold)] = face_of(f.bold, f.size);
    fonts.latin[static_cast<int>(text::SpanRole::Italic)] = face_of(f.italic, f.size);
    fonts.latin[static_cast<int>(text::SpanRole::Code)] = face_of(f.code, f.code_size);
    // Script faces at the em size of the regular Latin face, times the script's size
    // factor (kScriptSizeFactor): Latin words inside the prose and the prose around them
    // then look the same size.
    const float em = fonts.latin[0].em_px > 0 ? fonts.latin[0].em_px : f.size;
    for (int script = 1; script < text::kScriptCount; ++script) {
        fonts.script[script] = { script_face(static_cast<text::Script>(script)), em * kScriptSizeFactor[script] };
        if (f.bold != f.regular && fonts.script[script].face) // single labels pass one font for every role
            fonts.script_bold[script] = { script_face(static_cast<text::Script>(script), true), em * kScriptSizeFactor[script] };
    }
    fonts.code_pad = f.code_pad;
    return fonts;
}

// Whether to draw `str` shaped: it has characters that need it and the shaper is there
// (in the page, once its module has arrived; until then ImGui draws it unshaped). Font
// files that were missing are looked for again once a second while some are (a
// locale's fonts arrive in the page's file system when that language is chosen), and
// the cached layouts go when one turns up.
bool use_shaping(std::string_view str)
{
    if (!text::needs_shaping(str))
        return false;
    State& s = state();
    if (!s.shaping) {
        if (!text::shaping_available())
            return false;
        s.shaping = true;
        for (auto it = s.faces.begin(); it != s.faces.end();)
            it = it->second ? std::next(it) : s.faces.erase(it);
        s.layouts.clear();
        s.cached_layouts = 0;
    }
    const double now = ImGui::GetTime();
    if (now - s.missing_checked > 1.0) {
        s.missing_checked = now;
        bool found = false;
        for (auto& [path, face] : s.faces) {
            if (face)
                continue;
            if (FILE* f = std::fopen(path.c_str(), "rb")) {
                std::fclose(f);
                found = true;
            }
        }
        if (found) {
            for (auto it = s.faces.begin(); it != s.faces.end();)
                it = it->second ? std::next(it) : s.faces.erase(it);
            s.layouts.clear();
            s.cached_layouts = 0;
        }
    }
    return true;
}

float ascent_of(const ImFont* font, float size) { return font->Ascent * size / font->FontSize; }

void add_glyph_quad(ImDrawList* dl, const text::PlacedGlyph& g, float x, float baseline, ImU32 color)
{
    State& s = state();
    const float dpr = s.dpr;
    const text::AtlasGlyph* a = s.atlas.glyph(*g.face, g.id, g.em_px * dpr);
    if (!a) { // full: start again; the glyphs baked from here on draw next frame too
        s.atlas.clear();
        a = s.atlas.glyph(*g.face, g.id, g.em_px * dpr);
        if (!a)
            return;
    }
    if (a->width == 0 || a->height == 0)
        return;
    const float px = std::round((x + g.x) * dpr) + static_cast<float>(a->left);
    const float py = std::round((baseline + g.dy) * dpr) + static_cast<float>(a->top);
    const ImVec2 p0(px / dpr, py / dpr);
    const ImVec2 p1((px + static_cast<float>(a->width)) / dpr, (py + static_cast<float>(a->height)) / dpr);
    const float inv = 1.0f / static_cast<float>(kAtlasSize);
    dl->PrimRectUV(p0, p1, ImVec2(static_cast<float>(a->x) * inv, static_cast<float>(a->y) * inv),
        ImVec2(static_cast<float>(a->x + a->width) * inv, static_cast<float>(a->y + a->height) * inv), color);
}

std::uint64_t fnv(std::uint64_t h, const void* data, size_t n)
{
    const unsigned char* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; ++i)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

bool same_fonts(const RichFonts& a, const RichFonts& b)
{
    return a.regular == b.regular && a.bold == b.bold && a.italic == b.italic && a.code == b.code && a.size == b.size
        && a.code_size == b.code_size && a.code_pad == b.code_pad;
}

const text::ParagraphLayout& layout_spans(std::span<const SpanRef> spans, const RichFonts& f, float width)
{
    State& s = state();
    std::uint64_t h = 14695981039346656037ull;
    // Field by field: the struct's padding is not initialised.
    const void* fonts[4] = { f.regular, f.bold, f.italic, f.code };
    const float sizes[4] = { f.size, f.code_size, f.code_pad, width };
    h = fnv(h, fonts, sizeof fonts);
    h = fnv(h, sizes, sizeof sizes);
    for (const SpanRef& span : spans) {
        h = fnv(h, span.text.data(), span.text.size());
        const int extra[2] = { static_cast<int>(span.role), span.tag };
        h = fnv(h, extra, sizeof extra);
    }
    std::vector<std::unique_ptr<CachedLayout>>& bucket = s.layouts[h];
    for (const auto& entry : bucket) {
        if (entry->width != width || !same_fonts(entry->fonts, f) || entry->spans.size() != spans.size())
            continue;
        bool same = true;
        for (size_t i = 0; same && i < spans.size(); ++i)
            same = entry->spans[i].text == spans[i].text && entry->spans[i].role == spans[i].role && entry->spans[i].tag == spans[i].tag;
        if (same) {
            ++s.layout_hits;
            return entry->layout;
        }
    }
    if (s.cached_layouts > 4096) { // a bound, not an LRU: pages are far smaller than this
        s.layouts.clear();
        s.cached_layouts = 0;
    }
    auto entry = std::make_unique<CachedLayout>();
    for (const SpanRef& span : spans)
        entry->spans.push_back({ std::string(span.text), span.role, span.tag });
    entry->fonts = f;
    entry->width = width;
    entry->layout = text::layout_paragraph(entry->spans, layout_fonts(f), s.shaper, width, s.direction);
    ++s.layouts_made;
    ++s.cached_layouts;
    std::vector<std::unique_ptr<CachedLayout>>& slot = s.layouts[h]; // (the clear above may have dropped `bucket`)
    slot.push_back(std::move(entry));
    return slot.back()->layout;
}

const text::ParagraphLayout& single_line(ImFont* font, float size, std::string_view str)
{
    RichFonts f;
    f.regular = f.bold = f.italic = f.code = font;
    f.size = f.code_size = size;
    const SpanRef span { str };
    return layout_spans(std::span<const SpanRef>(&span, 1), f, FLT_MAX / 4);
}

} // namespace

void shaped_text_set_right_to_left(bool right_to_left)
{
    State& s = state();
    const text::Direction direction = right_to_left ? text::Direction::AnyRtl : text::Direction::Auto;
    if (direction == s.direction)
        return;
    s.direction = direction;
    s.layouts.clear(); // laid out with the other direction
    s.cached_layouts = 0;
}

void shaped_text_begin_fonts(const std::string& font_dir, float dpr)
{
    State& s = state();
    s.font_dir = font_dir;
    s.dpr = dpr > 0 ? dpr : 1.0f;
    s.fonts.clear();
    s.layouts.clear();
    s.cached_layouts = 0;
    s.em_sizes.clear();
    // Missing files are looked for again (a locale's fonts may have arrived since).
    for (auto it = s.faces.begin(); it != s.faces.end();)
        it = it->second ? std::next(it) : s.faces.erase(it);
    s.atlas.clear();
}

void shaped_text_register_font(ImFont* font, const std::string& path, float css_size)
{
    if (font)
        state().fonts[font] = { path, css_size };
}

text::GlyphAtlas& glyph_atlas() { return state().atlas; }
bool shaped_text_wanted() { return state().shaping; }
void set_glyph_texture(ImTextureID texture) { state().texture = texture; }

ShapedTextStats shaped_text_stats()
{
    const State& s = state();
    return { s.layouts_made, s.layout_hits, s.shaper.cached_runs() };
}

bool use_shaping(std::span<const SpanRef> spans)
{
    for (const SpanRef& span : spans)
        if (use_shaping(span.text))
            return true;
    return false;
}

bool starts_right_to_left(std::span<const SpanRef> spans)
{
    for (const SpanRef& span : spans) {
        if (span.role == text::SpanRole::Code)
            continue;
        for (size_t i = 0; i < span.text.size(); ++i) {
            const unsigned char b = static_cast<unsigned char>(span.text[i]);
            if (b < 0x80) {
                if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z'))
                    return false;
                continue;
            }
            if ((b & 0xC0) == 0x80)
                continue;
            // Decode this one character.
            char32_t c = b >= 0xF0 ? (b & 0x07) : b >= 0xE0 ? (b & 0x0F) : (b & 0x1F);
            size_t k = i + 1;
            while (k < span.text.size() && (static_cast<unsigned char>(span.text[k]) & 0xC0) == 0x80)
                c = (c << 6) | (static_cast<unsigned char>(span.text[k++]) & 0x3F);
            const text::BidiClass bc = text::bidi_class(c);
            if (bc == text::BidiClass::L)
                return false;
            if (bc == text::BidiClass::R || bc == text::BidiClass::AL)
                return true;
        }
    }
    return false;
}

const text::ParagraphLayout& layout_rich(std::span<const SpanRef> spans, const RichFonts& f, float width)
{
    return layout_spans(spans, f, width);
}

void draw_glyphs(ImDrawList* dl, const text::LaidLine& line, float x, float baseline,
    const std::function<ImU32(int tag)>& color_of)
{
    State& s = state();
    if (line.glyphs.empty() || !s.texture)
        return;
    dl->PushTextureID(s.texture);
    dl->PrimReserve(static_cast<int>(line.glyphs.size()) * 6, static_cast<int>(line.glyphs.size()) * 4);
    const int reserved = static_cast<int>(line.glyphs.size());
    int drawn = 0;
    for (const text::PlacedGlyph& g : line.glyphs) {
        const int before = dl->_VtxCurrentIdx;
        add_glyph_quad(dl, g, x, baseline, color_of(g.tag));
        drawn += dl->_VtxCurrentIdx != static_cast<unsigned>(before) ? 1 : 0;
    }
    dl->PrimUnreserve((reserved - drawn) * 6, (reserved - drawn) * 4);
    dl->PopTextureID();
}

ImVec2 label_size(ImFont* font, float size, std::string_view str)
{
    if (!use_shaping(str))
        return font->CalcTextSizeA(size, FLT_MAX, 0.0f, str.data(), str.data() + str.size());
    const text::ParagraphLayout& layout = single_line(font, size, str);
    float width = 0;
    for (const text::LaidLine& line : layout.lines)
        width = std::max(width, line.width);
    return ImVec2(width, size * static_cast<float>(std::max<size_t>(layout.lines.size(), 1)));
}

void draw_label(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 color, std::string_view str)
{
    if (!use_shaping(str)) {
        dl->AddText(font, size, pos, color, str.data(), str.data() + str.size());
        return;
    }
    const text::ParagraphLayout& layout = single_line(font, size, str);
    float baseline = pos.y + ascent_of(font, size);
    for (const text::LaidLine& line : layout.lines) {
        draw_glyphs(dl, line, pos.x, baseline, [color](int) { return color; });
        baseline += size;
    }
}

ImVec2 label_size(std::string_view str)
{
    if (!use_shaping(str)) // exactly ImGui's (rounded up, "##" hides the rest)
        return ImGui::CalcTextSize(str.data(), str.data() + str.size(), true);
    const size_t hidden = str.find("##");
    return label_size(ImGui::GetFont(), ImGui::GetFontSize(), str.substr(0, hidden));
}

void text_label(std::string_view str)
{
    if (!use_shaping(str)) {
        ImGui::TextUnformatted(str.data(), str.data() + str.size());
        return;
    }
    // Wrapped when a PushTextWrapPos() is in effect, as TextUnformatted() does.
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const float wrap_pos = ImGui::GetCurrentWindow()->DC.TextWrapPos;
    const float wrap_width = wrap_pos >= 0.0f ? std::max(1.0f, ImGui::CalcWrapWidthForPos(pos, wrap_pos)) : 0.0f;
    const ImVec2 size = wrapped_size(ImGui::GetFont(), ImGui::GetFontSize(), str, wrap_width);
    draw_wrapped(ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(), pos, ImGui::GetColorU32(ImGuiCol_Text), str,
        wrap_width);
    ImGui::Dummy(size);
}

bool button(const char* label, const ImVec2& size_arg)
{
    const char* end = label + std::strlen(label);
    const char* visible_end = label;
    while (visible_end < end && !(visible_end[0] == '#' && visible_end[1] == '#'))
        ++visible_end;
    const std::string_view visible(label, static_cast<size_t>(visible_end - label));
    if (!use_shaping(visible))
        return ImGui::Button(label, size_arg);
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 text_size = label_size(visible);
    ImVec2 size = size_arg;
    if (size.x <= 0)
        size.x = text_size.x + style.FramePadding.x * 2;
    if (size.y <= 0)
        size.y = text_size.y + style.FramePadding.y * 2;
    // The same ID the label would have; the frame without text, the shaped text over it.
    ImGui::PushID(label);
    const bool pressed = ImGui::Button("##shaped", size);
    ImGui::PopID();
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const ImVec2 pos(min.x + std::max(0.0f, (max.x - min.x - text_size.x) * style.ButtonTextAlign.x),
        min.y + std::max(0.0f, (max.y - min.y - text_size.y) * style.ButtonTextAlign.y));
    draw_label(ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(), pos, ImGui::GetColorU32(ImGuiCol_Text), visible);
    return pressed;
}

void text_colored(ImU32 color, std::string_view str)
{
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(color));
    text_label(str);
    ImGui::PopStyleColor();
}

namespace {

std::string_view visible_part(const char* label)
{
    std::string_view all(label);
    return all.substr(0, std::min(all.size(), all.find("##")));
}

// The widget drawn with its label hidden, then the shaped label beside it as part of it.
bool with_shaped_label(const char* label, const std::function<bool()>& widget)
{
    ImGui::PushID(label);
    bool pressed = widget();
    ImGui::PopID();
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const std::string_view visible = visible_part(label);
    const ImVec2 size = label_size(visible);
    const float frame_h = ImGui::GetFrameHeight();
    ImGui::PushID(label);
    pressed = ImGui::InvisibleButton("##label", ImVec2(std::max(1.0f, size.x), frame_h)) || pressed;
    ImGui::PopID();
    draw_label(ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(pos.x, pos.y + (frame_h - size.y) * 0.5f),
        ImGui::GetColorU32(ImGuiCol_Text), visible);
    return pressed;
}

} // namespace

bool radio_button(const char* label, bool active)
{
    if (!use_shaping(visible_part(label)))
        return ImGui::RadioButton(label, active);
    return with_shaped_label(label, [&] { return ImGui::RadioButton("##shaped", active); });
}

bool checkbox(const char* label, bool* value)
{
    if (!use_shaping(visible_part(label)))
        return ImGui::Checkbox(label, value);
    const bool before = *value;
    const bool pressed = with_shaped_label(label, [&] { return ImGui::Checkbox("##shaped", value); });
    if (pressed && *value == before) // the label was clicked, not the box
        *value = !*value;
    return pressed;
}

void text_wrapped(std::string_view str)
{
    if (!use_shaping(str)) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(str.data(), str.data() + str.size());
        ImGui::PopTextWrapPos();
        return;
    }
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const float h = draw_wrapped(ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(), pos,
        ImGui::GetColorU32(ImGuiCol_Text), str, width);
    ImGui::Dummy(ImVec2(width, h));
}

std::string printf_string(const char* format, ...)
{
    va_list args;
    va_start(args, format);
    char buffer[1024];
    const int n = std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    if (n < 0)
        return {};
    if (static_cast<size_t>(n) < sizeof buffer)
        return std::string(buffer, static_cast<size_t>(n));
    std::string out(static_cast<size_t>(n) + 1, '\0');
    va_start(args, format);
    std::vsnprintf(out.data(), out.size(), format, args);
    va_end(args);
    out.resize(static_cast<size_t>(n));
    return out;
}

namespace {
float shaped_line_advance(float size) { return std::round(size * 1.3f); }

const text::ParagraphLayout& wrapped_layout(ImFont* font, float size, std::string_view str, float wrap_width)
{
    RichFonts f;
    f.regular = f.bold = f.italic = f.code = font;
    f.size = f.code_size = size;
    const SpanRef span { str };
    return layout_spans(std::span<const SpanRef>(&span, 1), f, wrap_width > 0 ? wrap_width : FLT_MAX / 4);
}
} // namespace

float draw_wrapped(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 color, std::string_view str, float wrap_width)
{
    if (!use_shaping(str)) {
        dl->AddText(font, size, pos, color, str.data(), str.data() + str.size(), wrap_width);
        return font->CalcTextSizeA(size, FLT_MAX, wrap_width, str.data(), str.data() + str.size()).y;
    }
    const text::ParagraphLayout& layout = wrapped_layout(font, size, str, wrap_width);
    const bool align = wrap_width > 0 && layout.rtl;
    float baseline = pos.y + ascent_of(font, size);
    for (const text::LaidLine& line : layout.lines) {
        draw_glyphs(dl, line, pos.x + (align ? line.x : 0.0f), baseline, [color](int) { return color; });
        baseline += shaped_line_advance(size);
    }
    return wrapped_size(font, size, str, wrap_width).y;
}

ImVec2 wrapped_size(ImFont* font, float size, std::string_view str, float wrap_width)
{
    if (!use_shaping(str))
        return font->CalcTextSizeA(size, FLT_MAX, wrap_width, str.data(), str.data() + str.size());
    const text::ParagraphLayout& layout = wrapped_layout(font, size, str, wrap_width);
    float width = 0;
    for (const text::LaidLine& line : layout.lines)
        width = std::max(width, line.width);
    const size_t lines = std::max<size_t>(layout.lines.size(), 1);
    return ImVec2(width, size + static_cast<float>(lines - 1) * shaped_line_advance(size));
}

} // namespace evloop::ui
