#pragma once
// A user-facing problem with a place in a file: "lessons/en/02-blocking.md:14:1: message".
#include <string>

namespace evloop {

struct Diagnostic {
    std::string file;   // may be empty (e.g. a URL parameter)
    int line = 0;       // 1-based; 0 = no line
    int column = 0;     // 1-based; 0 = no column
    std::string message;

    std::string to_string() const;
};

// 1-based line and column of byte `offset` in `text` (columns count UTF-8 code points).
struct SourcePosition {
    int line = 1;
    int column = 1;
};
SourcePosition position_of_offset(const std::string& text, size_t offset);

} // namespace evloop
