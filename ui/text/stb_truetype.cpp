// stb_truetype's implementation for glyph_atlas.cpp, with external linkage. ImGui compiles
// its own copy as static functions inside imgui_draw.cpp, which this one cannot call.
#define STB_TRUETYPE_IMPLEMENTATION
#include <imstb_truetype.h>
