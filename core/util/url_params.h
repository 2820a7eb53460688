#pragma once
// The page's state lives in the URL fragment: "#lesson=blocking&host=node".
// Parsing never fails: anything malformed is skipped and described in `problems`,
// so a bad link still opens the app with a visible notice.
#include <string>
#include <string_view>
#include <vector>

namespace evloop {

struct UrlParam {
    std::string key;
    std::string value;
};

struct UrlParams {
    std::vector<UrlParam> items;       // in URL order; a repeated key keeps its first value
    std::vector<std::string> problems; // human-readable, one per skipped part

    const std::string* find(std::string_view key) const;
};

// Longest fragment we look at; longer ones are ignored with a problem. Room for a
// Playground link with its largest program (64 KB, base64url-encoded) and its options.
inline constexpr size_t kMaxFragmentLength = 96 * 1024;

UrlParams parse_fragment(std::string_view fragment); // with or without the leading '#'
std::string build_fragment(const std::vector<UrlParam>& params); // "#k=v&k2=v2", percent-encoded

// RFC 3986 percent-decoding; returns false on a malformed escape or invalid UTF-8.
bool percent_decode(std::string_view in, std::string& out);
std::string percent_encode_component(std::string_view in);

} // namespace evloop
