#include "ui/fonts.h"
#include "ui/shaped_text.h"
#include <cmath>
#include <cstdio>

namespace evloop::ui {

// Must match EVLOOP_FONT_UNICODES in cmake/fonts.cmake.
static const ImWchar kGlyphRanges[] = {
    0x0020, 0x007E, 0x00A0, 0x00FF, 0x02BB, 0x02BC, 0x2010, 0x2027, 0x2030, 0x203A, 0x2190, 0x2193,
    0x2212, 0x2212, 0x2248, 0x2248, 0x2260, 0x2260, 0x2264, 0x2265, 0x25B2, 0x25C0, 0,
};

static bool readable(const std::string& path)
{
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
        std::fclose(f);
        return true;
    }
    return false;
}

void build_fonts(Fonts& fonts, const std::string& font_dir, float dpr)
{
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
    fonts.error.clear();
    fonts.dpr = dpr;
    shaped_text_begin_fonts(font_dir, dpr); // issue 17: shaped text follows these fonts

    auto load = [&](const char* file, float css_size) -> ImFont* {
        std::string path = font_dir + "/" + file;
        ImFontConfig config;
        config.OversampleH = 1; // rasterised at the real pixel size; no need to oversample
        config.OversampleV = 1;
        config.PixelSnapH = true;
        float pixels = std::round(css_size * dpr);
        if (readable(path)) {
            ImFont* font = io.Fonts->AddFontFromFileTTF(path.c_str(), pixels, &config, kGlyphRanges);
            shaped_text_register_font(font, path, css_size);
            return font;
        }
        if (fonts.error.empty())
            fonts.error = "font " + path + " is missing; using ImGui's built-in font";
        config.SizePixels = pixels;
        return io.Fonts->AddFontDefault(&config);
    };
    fonts.body = load("Inter-Regular.otf", 17.0f);
    fonts.bold = load("Inter-SemiBold.otf", 17.0f);
    fonts.italic = load("Inter-Italic.otf", 17.0f);
    fonts.mono = load("JetBrainsMono-Regular.ttf", 15.0f);
    fonts.small = load("Inter-Regular.otf", 14.0f);
    fonts.small_bold = load("Inter-SemiBold.otf", 14.0f);
    fonts.h1 = load("Inter-SemiBold.otf", 30.0f);
    fonts.h2 = load("Inter-SemiBold.otf", 23.0f);
    fonts.h3 = load("Inter-SemiBold.otf", 19.0f);
    io.Fonts->Build();
    io.FontDefault = fonts.body;
    io.FontGlobalScale = 1.0f / dpr;
}

} // namespace evloop::ui
