#pragma once
// The UI's fonts: Inter (text) and JetBrains Mono (code), rasterised at the display's
// device-pixel ratio so text is crisp, then drawn at CSS-pixel sizes
// (io.FontGlobalScale = 1 / dpr).
#include <imgui.h>
#include <string>

namespace evloop::ui {

struct Fonts {
    ImFont* body = nullptr;     // 17 px regular
    ImFont* bold = nullptr;     // 17 px semibold
    ImFont* italic = nullptr;   // 17 px italic
    ImFont* mono = nullptr;     // 15 px code
    ImFont* small = nullptr;    // 14 px regular (sidebar, captions)
    ImFont* small_bold = nullptr;
    ImFont* h1 = nullptr;       // 30 px semibold
    ImFont* h2 = nullptr;       // 23 px semibold
    ImFont* h3 = nullptr;       // 19 px semibold
    float dpr = 0.0f;           // the ratio the atlas was built for
    std::string error;          // non-empty if a font file was missing (ImGui's default is used)
    std::string locale;         // the UI's language ("en", "bn", …; issue 17)

    // CSS-pixel size a font is drawn at.
    float size(const ImFont* font) const { return font->FontSize / dpr; }
};

// Rebuilds io.Fonts for `dpr` from the subset fonts in `font_dir`. The renderer's font
// texture must be recreated afterwards.
void build_fonts(Fonts& fonts, const std::string& font_dir, float dpr);

} // namespace evloop::ui
