// url_fuzz — the page's URL parameters (core/util/url_params): parse_fragment on any
// text, then the round trip: the parameters it keeps, built into a fragment again with
// build_fragment, must parse back to the same parameters with no problem. The same bytes
// as a Playground link's compressed program (z=, core/util/deflate): inflate_raw stays
// within its output limit, and deflate_raw of them inflates back to them; the same for
// the fragment's own z= parameter, base64url-decoded first. Seeds are
// links the site makes (tests/fuzz/seeds/url). Run: scripts/fuzz url SECONDS.
#include "core/util/base64.h"
#include "core/util/deflate.h"
#include "core/util/url_params.h"
#include "core/util/utf8.h"
#include <cstddef>
#include <cstdint>
#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop;
    std::string_view fragment(reinterpret_cast<const char*>(data), size);
    UrlParams p = parse_fragment(fragment);
    for (const UrlParam& item : p.items)
        if (item.key.empty() || !is_valid_utf8(item.key) || !is_valid_utf8(item.value))
            __builtin_trap(); // what the page reads is a named, valid UTF-8 parameter
    for (const std::string& problem : p.problems)
        if (problem.empty() || !is_valid_utf8(problem))
            __builtin_trap(); // notices are shown to the learner as they are
    std::string again = build_fragment(p.items);
    if (again.size() > kMaxFragmentLength + 1)
        return 0;
    UrlParams back = parse_fragment(again);
    if (!back.problems.empty() || back.items.size() != p.items.size())
        __builtin_trap();
    for (size_t i = 0; i < p.items.size(); ++i)
        if (back.items[i].key != p.items[i].key || back.items[i].value != p.items[i].value)
            __builtin_trap();
    std::string decoded;
    if (percent_decode(percent_encode_component(fragment), decoded) != is_valid_utf8(fragment)
        || (is_valid_utf8(fragment) && decoded != fragment))
        __builtin_trap(); // encoding a component and decoding it gives it back
    Inflated any = inflate_raw(fragment, 4096);
    if (any.bytes.size() > 4096 || (any.status != Inflated::Status::Ok && !any.bytes.empty()))
        __builtin_trap();
    Inflated back_again = inflate_raw(deflate_raw(fragment), fragment.size());
    if (back_again.status != Inflated::Status::Ok || back_again.bytes != fragment)
        __builtin_trap();
    // A link's own z= (the seeds carry real ones): base64url, then inflated within a limit;
    // what it gives deflates and inflates back to itself.
    if (const std::string* z = p.find("z")) {
        if (std::optional<std::string> packed = base64url_decode(*z)) {
            Inflated program = inflate_raw(*packed, 4096);
            if (program.bytes.size() > 4096 || (program.status != Inflated::Status::Ok && !program.bytes.empty()))
                __builtin_trap();
            if (program.status == Inflated::Status::Ok) {
                Inflated again_program = inflate_raw(deflate_raw(program.bytes), program.bytes.size());
                if (again_program.status != Inflated::Status::Ok || again_program.bytes != program.bytes)
                    __builtin_trap();
            }
        }
    }
    return 0;
}
