#pragma once
// Raw DEFLATE (RFC 1951), both ways, for the Playground's links: a program is compressed
// before it is put into the URL (#playground&z=…), so a link stays short enough for mail
// and LMS text fields, and decoded synchronously when the page opens. The output is what
// Node's zlib.inflateRawSync and the browsers' DecompressionStream('deflate-raw') read,
// and the decoder reads what any DEFLATE encoder writes (stored, fixed and dynamic blocks).
#include <cstddef>
#include <string>
#include <string_view>

namespace evloop {

// LZ77 over a 32 KiB window with lazy matching, then each block in the smallest of
// stored, fixed-Huffman and dynamic-Huffman form. Deterministic: the same bytes always
// give the same output.
std::string deflate_raw(std::string_view bytes);

// What `data` decodes to. Damaged: not valid DEFLATE, or it ends early. TooLong: it would
// decode to more than `max_output` bytes (decoding stops there, so a small link cannot
// make the page allocate gigabytes).
struct Inflated {
    enum class Status : unsigned char { Ok, Damaged, TooLong };
    Status status = Status::Damaged;
    std::string bytes; // only with Ok
};
Inflated inflate_raw(std::string_view data, size_t max_output);

} // namespace evloop
