// Unicode data for regular expressions: Canonicalize (case-insensitive matching), the
// case-closure of character classes, and the \p{...} property tables. The tables are
// generated from node 20 by scripts/gen-regexp-unicode.mjs (regexp_unicode_data.inc).
#include "core/js/regexp_unicode.h"
#include <algorithm>
#include <cstring>
#include <iterator>
#include <map>

namespace evloop::js::regexp {

namespace {

struct RegExpDeltaRun {
    uint32_t first;
    uint32_t last;
    int32_t delta;
};
struct RegExpRange {
    uint32_t first;
    uint32_t last;
};
struct RegExpPropertyName {
    const char* kind; // "gc", "sc", "scx", "bin"
    const char* name;
    const RegExpRange* ranges;
    size_t size;
};

#include "core/js/regexp_unicode_data.inc"

template<size_t N>
uint32_t map_through(const RegExpDeltaRun (&runs)[N], uint32_t cp)
{
    auto it = std::upper_bound(std::begin(runs), std::end(runs), cp, [](uint32_t c, const RegExpDeltaRun& r) { return c < r.first; });
    if (it == std::begin(runs))
        return cp;
    const RegExpDeltaRun& run = *(it - 1);
    if (cp > run.last)
        return cp;
    return static_cast<uint32_t>(static_cast<int32_t>(cp) + run.delta);
}

// Every code point whose Canonicalize differs from itself, grouped by the canonical
// value: canonical -> the others that map to it. Built once per mode.
const std::map<uint32_t, std::vector<uint32_t>>& equivalence_groups(bool unicode)
{
    // Built once, on first use (a function-local static: thread-safe, simulations may run
    // on a service thread while the page's own VM compiles a pattern).
    auto build = [](const RegExpDeltaRun* begin, const RegExpDeltaRun* end) {
        std::map<uint32_t, std::vector<uint32_t>> g;
        for (const RegExpDeltaRun* r = begin; r != end; ++r)
            for (uint32_t cp = r->first; cp <= r->last; ++cp)
                g[static_cast<uint32_t>(static_cast<int32_t>(cp) + r->delta)].push_back(cp);
        return g;
    };
    static const std::map<uint32_t, std::vector<uint32_t>> unicode_groups = build(std::begin(kSimpleFoldRuns), std::end(kSimpleFoldRuns));
    static const std::map<uint32_t, std::vector<uint32_t>> upper_groups = build(std::begin(kCanonicalizeUpperRuns), std::end(kCanonicalizeUpperRuns));
    return unicode ? unicode_groups : upper_groups;
}

bool ranges_contain(const std::vector<std::pair<uint32_t, uint32_t>>& ranges, uint32_t cp)
{
    auto it = std::upper_bound(ranges.begin(), ranges.end(), cp, [](uint32_t c, const std::pair<uint32_t, uint32_t>& r) { return c < r.first; });
    return it != ranges.begin() && cp <= (it - 1)->second;
}

} // namespace

// 22.2.2.7.3 Canonicalize ( rer, ch ) https://tc39.es/ecma262/#sec-runtime-semantics-canonicalize-ch
uint32_t canonicalize(uint32_t cp, bool unicode)
{
    // 1. If HasEitherUnicodeFlag(rer) and rer.[[IgnoreCase]]: simple case folding (here: a
    //    representative of the code point's folding class, which compares the same).
    if (unicode)
        return map_through(kSimpleFoldRuns, cp);
    // 3-7. toUppercase of the code unit, kept only if it is one code unit and does not map
    //      a non-ASCII character to ASCII (the generator applied those rules).
    if (cp > 0xFFFF)
        return cp;
    return map_through(kCanonicalizeUpperRuns, cp);
}

bool CharClass::contains(uint32_t cp) const { return ranges_contain(ranges, cp); }

void normalize_ranges(std::vector<std::pair<uint32_t, uint32_t>>& ranges)
{
    std::sort(ranges.begin(), ranges.end());
    std::vector<std::pair<uint32_t, uint32_t>> out;
    for (auto& r : ranges) {
        if (!out.empty() && r.first <= out.back().second + 1)
            out.back().second = std::max(out.back().second, r.second);
        else
            out.push_back(r);
    }
    ranges = std::move(out);
}

void invert_ranges(std::vector<std::pair<uint32_t, uint32_t>>& ranges, uint32_t max_char)
{
    normalize_ranges(ranges);
    std::vector<std::pair<uint32_t, uint32_t>> out;
    uint32_t next = 0;
    for (auto& r : ranges) {
        if (r.first > next)
            out.push_back({ next, r.first - 1 });
        next = r.second + 1;
    }
    if (next <= max_char)
        out.push_back({ next, max_char });
    ranges = std::move(out);
}

void close_over_case(std::vector<std::pair<uint32_t, uint32_t>>& ranges, bool unicode)
{
    normalize_ranges(ranges);
    std::vector<std::pair<uint32_t, uint32_t>> added;
    for (const auto& [canonical, members] : equivalence_groups(unicode)) {
        // The group: every code point whose Canonicalize is `canonical` (and `canonical`
        // itself when it is its own canonical form).
        bool canonical_in_group = canonicalize(canonical, unicode) == canonical;
        bool any = canonical_in_group && ranges_contain(ranges, canonical);
        for (size_t i = 0; !any && i < members.size(); ++i)
            any = ranges_contain(ranges, members[i]);
        if (!any)
            continue;
        if (canonical_in_group)
            added.push_back({ canonical, canonical });
        for (uint32_t m : members)
            added.push_back({ m, m });
    }
    ranges.insert(ranges.end(), added.begin(), added.end());
    normalize_ranges(ranges);
}

bool lookup_property(std::string_view name, std::string_view value, std::vector<std::pair<uint32_t, uint32_t>>& out)
{
    auto find = [&](std::string_view kind, std::string_view n) -> const RegExpPropertyName* {
        for (const RegExpPropertyName& p : kPropertyNames)
            if (kind == p.kind && n == p.name)
                return &p;
        return nullptr;
    };
    const RegExpPropertyName* p = nullptr;
    if (value.empty()) {
        // \p{Lu} (a General_Category value) or \p{Alphabetic} (a binary property).
        p = find("gc", name);
        if (!p)
            p = find("bin", name);
    } else if (name == "General_Category" || name == "gc") {
        p = find("gc", value);
    } else if (name == "Script" || name == "sc") {
        p = find("sc", value);
    } else if (name == "Script_Extensions" || name == "scx") {
        p = find("scx", value);
    }
    if (!p)
        return false;
    for (size_t i = 0; i < p->size; ++i)
        out.push_back({ p->ranges[i].first, p->ranges[i].last });
    return true;
}

bool is_id_start(uint32_t cp)
{
    static const std::vector<std::pair<uint32_t, uint32_t>> ranges = [] {
        std::vector<std::pair<uint32_t, uint32_t>> r;
        lookup_property("ID_Start", "", r);
        return r;
    }();
    return cp == '$' || cp == '_' || ranges_contain(ranges, cp);
}

bool is_id_continue(uint32_t cp)
{
    static const std::vector<std::pair<uint32_t, uint32_t>> ranges = [] {
        std::vector<std::pair<uint32_t, uint32_t>> r;
        lookup_property("ID_Continue", "", r);
        return r;
    }();
    return cp == '$' || cp == 0x200C || cp == 0x200D || ranges_contain(ranges, cp);
}

} // namespace evloop::js::regexp
