#pragma once
// Message digests and HMAC for node:crypto's createHash / createHmac: MD5 (RFC 1321),
// SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 (FIPS 180-4) and HMAC (RFC 2104). Bytes in,
// bytes out (std::string as a byte string).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace evloop {

// The digest of `message`, or nullopt for an algorithm name this does not know.
// Names as Node accepts them, lowercase: "md5", "sha1", "sha224", "sha256", "sha384", "sha512".
std::optional<std::string> digest(std::string_view algorithm, std::string_view message);
// HMAC(key, message) with the named hash (RFC 2104 §2).
std::optional<std::string> hmac(std::string_view algorithm, std::string_view key, std::string_view message);
// PBKDF2 (RFC 8018 §5.2) with HMAC of the named hash: `key_length` bytes.
std::optional<std::string> pbkdf2(std::string_view algorithm, std::string_view password, std::string_view salt,
    uint64_t iterations, size_t key_length);
// scrypt (RFC 7914) with cost N (a power of 2 above 1), block size r and parallelism p:
// `key_length` bytes, or nullopt for parameters RFC 7914 does not allow. Uses 128·N·r bytes.
std::optional<std::string> scrypt(std::string_view password, std::string_view salt, uint64_t n, uint32_t r, uint32_t p,
    size_t key_length);

} // namespace evloop
