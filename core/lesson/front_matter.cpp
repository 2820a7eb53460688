#include "core/lesson/front_matter.h"

namespace evloop {

const FrontMatterEntry* FrontMatter::find(const std::string& key) const
{
    for (const FrontMatterEntry& e : entries)
        if (e.key == key)
            return &e;
    return nullptr;
}

static std::string trim(const std::string& s)
{
    size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    size_t e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

std::optional<FrontMatter> parse_front_matter(const std::string& text, Diagnostic& error)
{
    FrontMatter fm;
    size_t pos = 0;
    int line = 1;
    // A UTF-8 byte order mark is allowed and skipped.
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0)
        pos = 3;

    auto next_line = [&](std::string& out) -> bool {
        if (pos >= text.size())
            return false;
        size_t nl = text.find('\n', pos);
        size_t end = nl == std::string::npos ? text.size() : nl;
        out = text.substr(pos, end - pos);
        if (!out.empty() && out.back() == '\r')
            out.pop_back();
        pos = nl == std::string::npos ? text.size() : nl + 1;
        return true;
    };

    std::string current;
    if (!next_line(current) || trim(current) != "---") {
        error = { {}, 1, 1, "a lesson must start with front matter: a line '---', then 'id:', 'title:', 'host:' and 'summary:' lines, then '---'" };
        return std::nullopt;
    }
    for (;;) {
        ++line;
        if (!next_line(current)) {
            error = { {}, line - 1, 1, "front matter is not closed: add a line '---' after the last key" };
            return std::nullopt;
        }
        std::string t = trim(current);
        if (t == "---")
            break;
        if (t.empty() || t[0] == '#')
            continue; // blank lines and comments
        size_t colon = current.find(':');
        if (colon == std::string::npos) {
            error = { {}, line, 1, "front matter line must look like 'key: value'" };
            return std::nullopt;
        }
        std::string key = trim(current.substr(0, colon));
        std::string value = trim(current.substr(colon + 1));
        if (key.empty()) {
            error = { {}, line, 1, "front matter line has no key before ':'" };
            return std::nullopt;
        }
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
            value = value.substr(1, value.size() - 2);
        if (fm.find(key)) {
            error = { {}, line, 1, "front matter key '" + key + "' is given twice" };
            return std::nullopt;
        }
        fm.entries.push_back({ key, value, line });
    }
    fm.body_offset = pos;
    fm.body_line = line + 1;
    return fm;
}

} // namespace evloop
