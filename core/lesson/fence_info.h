#pragma once
// The info string of a fenced code block in a lesson:
//   ```js run host=browser title="Place order" input="click #order @ 100ms"
// is language "js", flags ["run"], options {host: browser, title: ..., input: ...}.
#include <optional>
#include <string>
#include <vector>

namespace evloop {

struct FenceOption {
    std::string key;
    std::string value;
};

struct FenceInfo {
    std::string language;            // first word ("js", "quiz", "text", ...) or empty
    std::vector<std::string> flags;  // bare words after the language ("run", "order", ...)
    std::vector<FenceOption> options; // key=value pairs, in order

    bool has_flag(const std::string& flag) const;
    const std::string* option(const std::string& key) const;
    bool is_runnable() const { return language == "js" && has_flag("run"); }
};

// Returns nullopt and sets `error` (a message without location) when the string is
// malformed: an unterminated quote, an empty key or value, or a repeated key.
std::optional<FenceInfo> parse_fence_info(const std::string& info, std::string& error);

} // namespace evloop
