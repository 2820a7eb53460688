#pragma once
// The shaped-text glyph atlas (ui/shaped_text.h, issue 17) as a GL texture, for both
// platforms: include after the GL header (OpenGL 3 core or WebGL 2 / GLES 3; only
// GL 1.1-era calls are used). prepare() before the UI draws (creates the texture once
// some text has been shaped, or recreates it when the context lost it, so the draw list
// can name it); upload() after
// (copies the rows the frame's new glyphs changed). The atlas is coverage only; the
// texture is white with that coverage as alpha, so ImGui's shader draws it like its own.
#include "ui/shaped_text.h"
#include <cstdint>
#include <vector>

namespace evloop::web {

class GlyphTexture {
public:
    void prepare()
    {
        if (!ui::shaped_text_wanted())
            return;
        text::GlyphAtlas& atlas = ui::glyph_atlas();
        if (m_id == 0 || !glIsTexture(m_id)) {
            glGenTextures(1, &m_id);
            glBindTexture(GL_TEXTURE_2D, m_id);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
            glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
            expand(atlas, text::AtlasRect { 0, 0, atlas.width(), atlas.height() });
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, atlas.width(), atlas.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, m_rgba.data());
            atlas.take_dirty(); // all of it is in the texture now
        }
        ui::set_glyph_texture(reinterpret_cast<ImTextureID>(static_cast<intptr_t>(m_id)));
    }

    void upload()
    {
        text::GlyphAtlas& atlas = ui::glyph_atlas();
        auto dirty = atlas.take_dirty();
        if (!dirty || m_id == 0)
            return;
        expand(atlas, *dirty);
        glBindTexture(GL_TEXTURE_2D, m_id);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
        glTexSubImage2D(GL_TEXTURE_2D, 0, dirty->x0, dirty->y0, dirty->x1 - dirty->x0, dirty->y1 - dirty->y0, GL_RGBA,
            GL_UNSIGNED_BYTE, m_rgba.data());
    }

private:
    void expand(const text::GlyphAtlas& atlas, const text::AtlasRect& r)
    {
        const int w = r.x1 - r.x0, h = r.y1 - r.y0;
        m_rgba.resize(static_cast<size_t>(w) * static_cast<size_t>(h) * 4);
        unsigned char* out = m_rgba.data();
        for (int y = r.y0; y < r.y1; ++y) {
            const unsigned char* row = atlas.pixels().data() + static_cast<size_t>(y) * static_cast<size_t>(atlas.width());
            for (int x = r.x0; x < r.x1; ++x) {
                *out++ = 255;
                *out++ = 255;
                *out++ = 255;
                *out++ = row[x];
            }
        }
    }

    GLuint m_id = 0;
    std::vector<unsigned char> m_rgba;
};

} // namespace evloop::web
