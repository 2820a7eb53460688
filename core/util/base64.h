#pragma once
// base64url without padding (RFC 4648 §5): programs in playground links (#code=…).
#include <optional>
#include <string>
#include <string_view>

namespace evloop {

std::string base64url_encode(std::string_view bytes);
// Nullopt for characters outside the alphabet or an impossible length.
std::optional<std::string> base64url_decode(std::string_view text);

} // namespace evloop
