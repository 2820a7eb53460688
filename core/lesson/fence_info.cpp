#include "core/lesson/fence_info.h"

namespace evloop {

bool FenceInfo::has_flag(const std::string& flag) const
{
    for (const std::string& f : flags)
        if (f == flag)
            return true;
    return false;
}

const std::string* FenceInfo::option(const std::string& key) const
{
    for (const FenceOption& o : options)
        if (o.key == key)
            return &o.value;
    return nullptr;
}

static bool is_space(char c) { return c == ' ' || c == '\t'; }

std::optional<FenceInfo> parse_fence_info(const std::string& info, std::string& error)
{
    FenceInfo result;
    size_t i = 0;
    bool first = true;
    while (i < info.size()) {
        while (i < info.size() && is_space(info[i]))
            ++i;
        if (i >= info.size())
            break;
        size_t start = i;
        while (i < info.size() && !is_space(info[i]) && info[i] != '=')
            ++i;
        std::string word = info.substr(start, i - start);
        if (i < info.size() && info[i] == '=') {
            ++i;
            if (word.empty()) {
                error = "option with no name before '=' in \"" + info + "\"";
                return std::nullopt;
            }
            std::string value;
            if (i < info.size() && info[i] == '"') {
                size_t close = info.find('"', i + 1);
                if (close == std::string::npos) {
                    error = "option " + word + "=\"... has no closing quote";
                    return std::nullopt;
                }
                value = info.substr(i + 1, close - i - 1);
                i = close + 1;
            } else {
                size_t vstart = i;
                while (i < info.size() && !is_space(info[i]))
                    ++i;
                value = info.substr(vstart, i - vstart);
            }
            if (value.empty()) {
                error = "option " + word + "= has an empty value";
                return std::nullopt;
            }
            if (result.option(word)) {
                error = "option " + word + " is given twice";
                return std::nullopt;
            }
            result.options.push_back({ word, value });
        } else if (first) {
            result.language = word;
        } else {
            result.flags.push_back(word);
        }
        first = false;
    }
    return result;
}

} // namespace evloop
