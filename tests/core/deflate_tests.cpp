// core/util/deflate: the Playground's link compression. Streams made by Node's zlib
// (tests/core/deflate_fixtures.inc, recorded by scripts/record-deflate-fixtures.mjs) must
// decode to their text; what deflate_raw writes must decode back, and damaged or
// oversized input must be refused without reading or writing out of bounds.
#include "core/util/deflate.h"
#include "core/util/hex.h"
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

namespace {

#include "deflate_fixtures.inc"

std::string short_program()
{
    std::string one = "setTimeout(() => console.log('timeout'), 0);\nPromise.resolve().then(() => console.log('promise'));\nconsole.log('sync');\n";
    return one + one + one;
}

std::string long_program()
{
    std::string s;
    for (int n = 0; n < 200; ++n)
        s += "console.log(\"line " + std::to_string(n) + "\", " + std::to_string(n * n) + " % 7, [" + std::to_string(n % 3)
            + ", " + std::to_string(n % 5) + "]);\n";
    return s;
}

std::string bytes_of(const char* hex)
{
    std::string out;
    for (size_t i = 0; hex[i] && hex[i + 1]; i += 2)
        out.push_back(static_cast<char>(evloop::hex_digit_value(hex[i]) * 16 + evloop::hex_digit_value(hex[i + 1])));
    return out;
}

std::string pseudo_random(size_t n, uint32_t seed, int alphabet)
{
    std::string s(n, '\0');
    for (char& c : s) {
        seed = seed * 1664525u + 1013904223u;
        c = static_cast<char>((seed >> 24) % alphabet);
    }
    return s;
}

using Status = evloop::Inflated::Status;

} // namespace

TEST_CASE("deflate: streams from Node's zlib decode to their text", "[deflate]")
{
    struct Case {
        const char* name;
        const char* hex;
        std::string text;
    };
    const Case cases[] = {
        { "level 9 (fixed block)", k_short_level9, short_program() },
        { "stored", k_short_stored, short_program() },
        { "Z_FIXED", k_short_fixed, short_program() },
        { "level 9 (dynamic block)", k_long_level9, long_program() },
        { "level 1", k_long_level1, long_program() },
        { "Z_HUFFMAN_ONLY", k_long_huffman_only, long_program() },
        { "empty", k_empty, "" },
    };
    for (const Case& c : cases) {
        INFO(c.name);
        evloop::Inflated r = evloop::inflate_raw(bytes_of(c.hex), 1 << 20);
        CHECK(r.status == Status::Ok);
        CHECK(r.bytes == c.text);
    }
}

TEST_CASE("deflate: what deflate_raw writes decodes back, smaller than the text", "[deflate]")
{
    const std::string texts[] = { "", "a", "ab", short_program(), long_program(), std::string(200000, 'x'),
        pseudo_random(70000, 1, 256), pseudo_random(70000, 2, 4), pseudo_random(5000, 3, 40) + long_program() };
    for (const std::string& text : texts) {
        INFO("size " << text.size());
        std::string packed = evloop::deflate_raw(text);
        evloop::Inflated r = evloop::inflate_raw(packed, text.size());
        CHECK(r.status == Status::Ok);
        CHECK(r.bytes == text);
        CHECK(packed.size() <= text.size() + 5 * (text.size() / 16384 + 2)); // stored blocks at worst
        CHECK(evloop::deflate_raw(text) == packed); // deterministic
    }
    // Programs shrink to about a third (zlib -9 does a little better).
    CHECK(evloop::deflate_raw(long_program()).size() < long_program().size() / 4);
    CHECK(evloop::deflate_raw(short_program()).size() < 120);
}

TEST_CASE("deflate: damaged or oversized streams are refused", "[deflate]")
{
    std::string good = bytes_of(k_long_level9);
    // Cut anywhere: ends early.
    for (size_t cut = 0; cut < good.size(); cut += 7)
        CHECK(evloop::inflate_raw(good.substr(0, cut), 1 << 20).status == Status::Damaged);
    // Flipped bits never crash; most are refused, any result stays within the limit.
    for (size_t bit = 0; bit < good.size() * 8; bit += 13) {
        std::string bad = good;
        bad[bit / 8] = static_cast<char>(bad[bit / 8] ^ (1 << (bit % 8)));
        evloop::Inflated r = evloop::inflate_raw(bad, 20000);
        CHECK(r.bytes.size() <= 20000);
    }
    CHECK(evloop::inflate_raw(std::string("\x07", 1), 100).status == Status::Damaged); // block type 3
    CHECK(evloop::inflate_raw(std::string("\x01\x05\x00\x00\x00", 5), 100).status == Status::Damaged); // LEN != ~NLEN
    // A small stream that would decode to 200 000 bytes stops at the limit.
    std::string bomb = evloop::deflate_raw(std::string(200000, 'a'));
    CHECK(bomb.size() < 1000);
    CHECK(evloop::inflate_raw(bomb, 65536).status == Status::TooLong);
    CHECK(evloop::inflate_raw(good, long_program().size() - 1).status == Status::TooLong);
    CHECK(evloop::inflate_raw(good, long_program().size()).status == Status::Ok);
}
