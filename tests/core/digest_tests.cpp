#include "core/util/digest.h"
#include <catch2/catch.hpp>
#include <string>

using namespace evloop;

namespace {

std::string hex(const std::optional<std::string>& bytes)
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (char c : bytes.value()) {
        auto b = static_cast<unsigned char>(c);
        out += digits[b >> 4];
        out += digits[b & 15];
    }
    return out;
}

} // namespace

// The FIPS 180-4 / RFC 1321 example messages: empty, "abc", the 448-bit two-block message
// and a million 'a's (digests as OpenSSL gives them through real node).
TEST_CASE("digests of the standard example messages", "[digest]")
{
    const std::string two_blocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    const std::string million(1000000, 'a');
    CHECK(hex(digest("md5", "")) == "d41d8cd98f00b204e9800998ecf8427e");
    CHECK(hex(digest("md5", "abc")) == "900150983cd24fb0d6963f7d28e17f72");
    CHECK(hex(digest("md5", million)) == "7707d6ae4e027c70eea2a935c2296f21");
    CHECK(hex(digest("sha1", "abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d");
    CHECK(hex(digest("sha1", two_blocks)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
    CHECK(hex(digest("sha1", million)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
    CHECK(hex(digest("sha224", "abc")) == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7");
    CHECK(hex(digest("sha256", "")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(hex(digest("sha256", two_blocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(hex(digest("sha256", million)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    CHECK(hex(digest("sha384", "abc")) == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
    CHECK(hex(digest("sha512", "abc")) == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    CHECK(hex(digest("sha512", million)) == "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
    CHECK_FALSE(digest("sha3-256", "abc").has_value());
}

// RFC 2202 and RFC 4231 test cases, including a key longer than the block.
TEST_CASE("HMAC test vectors", "[digest]")
{
    CHECK(hex(hmac("sha1", std::string(20, '\x0b'), "Hi There")) == "b617318655057264e28bc0b6fb378c8ef146be00");
    CHECK(hex(hmac("md5", "Jefe", "what do ya want for nothing?")) == "750c783e6ab0b503eaa86e310a5db738");
    CHECK(hex(hmac("sha256", "Jefe", "what do ya want for nothing?")) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    CHECK(hex(hmac("sha512", std::string(131, '\xaa'), "Test Using Larger Than Block-Size Key - Hash Key First"))
        == "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598");
    CHECK_FALSE(hmac("nope", "k", "m").has_value());
}

// RFC 7914 §12 test vectors 1 and 2, and the parameters it forbids.
TEST_CASE("scrypt test vectors", "[digest]")
{
    CHECK(hex(*scrypt("", "", 16, 1, 1, 64)) == "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906");
    CHECK(hex(*scrypt("password", "NaCl", 1024, 8, 16, 16)) == "fdbabe1c9d3472007856e7190d01e9fe");
    CHECK_FALSE(scrypt("p", "s", 1000, 8, 1, 16).has_value()); // N not a power of 2
    CHECK_FALSE(scrypt("p", "s", 16, 0, 1, 16).has_value());
}
