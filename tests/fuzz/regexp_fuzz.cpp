// regexp_fuzz — the RegExp compiler and matcher (core/js/regexp_*). Input: byte 0 selects
// the flags (one bit each: d g i m s u v y), then the pattern, a NUL, and the subject;
// bytes >= 0x80 are paired into UTF-16 code units so that surrogates appear too. Every
// match runs under a step budget. Bugs: a crash, a sanitizer report, a hang, a failed
// compile without a message, captures outside the subject or out of order.
// Seeds: tests/fuzz/seeds/regexp.txt; dictionary: tests/fuzz/regexp.dict.
// Run: scripts/fuzz regexp SECONDS.
#include "core/js/regexp.h"
#include <cstddef>
#include <cstdint>
#include <string>

using namespace evloop::js::regexp;

static std::u16string decode(const uint8_t* data, size_t size)
{
    std::u16string out;
    for (size_t i = 0; i < size; ++i) {
        uint8_t b = data[i];
        if (b >= 0x80 && i + 1 < size) {
            // Two bytes make one code unit: 0x80-0xFF then any byte (reaches surrogates and astral pairs).
            out += static_cast<char16_t>(((b & 0x7F) << 9) | (data[i + 1] << 1) | (b & 1));
            ++i;
        } else {
            out += static_cast<char16_t>(b);
        }
    }
    return out;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 1)
        return 0;
    uint8_t f = data[0];
    Flags flags;
    flags.has_indices = f & 1;
    flags.global = f & 2;
    flags.ignore_case = f & 4;
    flags.multiline = f & 8;
    flags.dot_all = f & 16;
    flags.unicode = f & 32;
    flags.unicode_sets = (f & 64) && !flags.unicode;
    flags.sticky = f & 128;
    size_t split = 1;
    while (split < size && data[split] != 0)
        ++split;
    std::u16string pattern = decode(data + 1, split - 1);
    std::u16string input = split < size ? decode(data + split + 1, size - split - 1) : u"";
    CompileResult c = compile(pattern, flags);
    if (!c.program) {
        if (c.error.empty())
            __builtin_trap(); // a failed compile must say why
        return 0;
    }
    for (size_t start = 0; start <= input.size() && start < 4; ++start) {
        std::vector<int> captures;
        StepBudget budget { 200000, 0 };
        MatchStatus s = match(*c.program, input, start, flags.sticky, captures, budget);
        if (s == MatchStatus::Match) {
            // Captures are inside the input and ordered.
            if (captures.size() != static_cast<size_t>(c.program->capture_count) * 2)
                __builtin_trap();
            for (size_t i = 0; i < captures.size(); i += 2) {
                int b = captures[i], e = captures[i + 1];
                if ((b < 0) != (e < 0) || (b >= 0 && (b > e || static_cast<size_t>(e) > input.size())))
                    __builtin_trap();
            }
        }
    }
    return 0;
}
