#include "core/util/diagnostic.h"

namespace evloop {

std::string Diagnostic::to_string() const
{
    std::string out = file;
    if (line > 0) {
        out += (out.empty() ? "line " : ":") + std::to_string(line);
        if (column > 0)
            out += ":" + std::to_string(column);
    }
    if (!out.empty())
        out += ": ";
    return out + message;
}

SourcePosition position_of_offset(const std::string& text, size_t offset)
{
    SourcePosition pos;
    if (offset > text.size())
        offset = text.size();
    for (size_t i = 0; i < offset; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) { // count code points, not continuation bytes
            ++pos.column;
        }
    }
    return pos;
}

} // namespace evloop
