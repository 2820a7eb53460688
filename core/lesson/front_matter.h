#pragma once
// Lesson front matter: a block of "key: value" lines between two "---" lines at the
// very top of the file. Values may be wrapped in double quotes.
#include "core/util/diagnostic.h"
#include <optional>
#include <string>
#include <vector>

namespace evloop {

struct FrontMatterEntry {
    std::string key;
    std::string value;
    int line = 0;
};

struct FrontMatter {
    std::vector<FrontMatterEntry> entries;
    size_t body_offset = 0; // byte offset where the Markdown body starts
    int body_line = 1;      // its line number

    const FrontMatterEntry* find(const std::string& key) const;
};

// Splits `text` into front matter and body. Returns nullopt and fills `error` when
// the block is missing, unterminated or has a malformed line.
std::optional<FrontMatter> parse_front_matter(const std::string& text, Diagnostic& error);

} // namespace evloop
