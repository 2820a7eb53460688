#include "core/util/messages.h"
#include <algorithm>
#include <atomic>

namespace evloop::msg {

namespace {

struct Entry {
    const char* key;
    bool plural;
    const char* one;   // plural messages only
    const char* other; // the text of a plain message
};

constexpr Entry kTable[] = {
#define EVLOOP_MSG(id, english) { #id, false, "", english },
#define EVLOOP_MSG_PLURAL(id, one, other) { #id, true, one, other },
#include "core/util/messages.def"
#undef EVLOOP_MSG
#undef EVLOOP_MSG_PLURAL
};

std::atomic<const Catalogue*> g_catalogue { nullptr };

bool is_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The placeholder at text[i] ('{'): its name, or empty if this brace is literal text.
std::string_view placeholder_at(std::string_view text, size_t i)
{
    size_t j = i + 1;
    while (j < text.size() && is_name_char(text[j]))
        ++j;
    if (j == i + 1 || j >= text.size() || text[j] != '}' || !(text[i + 1] >= 'a' && text[i + 1] <= 'z'))
        return {};
    return text.substr(i + 1, j - i - 1);
}

// Fills the placeholders of `text` from [begin, end), in one pass: an inserted value is
// never scanned again, and a placeholder with no argument stays as it is.
std::string format_range(std::string_view text, const Arg* begin, const Arg* end)
{
    std::string out;
    out.reserve(text.size() + 32);
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{') {
            std::string_view name = placeholder_at(text, i);
            const Arg* arg = name.empty() ? end : std::find_if(begin, end, [&](const Arg& a) { return a.name == name; });
            if (arg != end) {
                out += arg->value;
                i += name.size() + 1;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

const Entry& entry(Msg id)
{
    return kTable[static_cast<size_t>(id)];
}

// The translated text of one form, or nullptr.
const std::string* translated(Msg id, PluralCategory form)
{
    const Catalogue* c = g_catalogue.load(std::memory_order_acquire);
    if (!c)
        return nullptr;
    auto it = c->texts.find(entry(id).key);
    if (it == c->texts.end())
        return nullptr;
    const std::string& s = it->second[static_cast<size_t>(form)];
    if (!s.empty())
        return &s;
    const std::string& other = it->second[static_cast<size_t>(PluralCategory::Other)];
    return other.empty() ? nullptr : &other;
}

} // namespace

size_t count()
{
    return std::size(kTable);
}

std::string_view key(Msg id)
{
    return entry(id).key;
}

bool is_plural(Msg id)
{
    return entry(id).plural;
}

std::string_view english(Msg id, PluralCategory form)
{
    const Entry& e = entry(id);
    if (form == PluralCategory::Other)
        return e.other;
    return form == PluralCategory::One && e.plural ? e.one : "";
}

std::string format(std::string_view text, Args args)
{
    return format_range(text, args.begin(), args.end());
}

std::vector<std::string> placeholders(std::string_view text)
{
    std::vector<std::string> out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '{')
            continue;
        std::string_view name = placeholder_at(text, i);
        if (!name.empty() && std::find(out.begin(), out.end(), name) == out.end())
            out.emplace_back(name);
    }
    return out;
}

std::string text(Msg id, Args args)
{
    const std::string* t = translated(id, PluralCategory::Other);
    return format(t ? std::string_view(*t) : english(id), args);
}

std::string plural(Msg id, long long n, Args args)
{
    const Catalogue* c = g_catalogue.load(std::memory_order_acquire);
    std::string_view text;
    if (const std::string* t = translated(id, plural_category(c ? std::string_view(c->locale) : "en", n)))
        text = *t;
    else {
        text = english(id, plural_category("en", n));
        if (text.empty())
            text = english(id);
    }
    std::vector<Arg> all(args);
    all.emplace_back("count", n);
    return format_range(text, all.data(), all.data() + all.size());
}

PluralCategory plural_category(std::string_view locale, long long n)
{
    // CLDR 44 cardinal rules, integers only (i = n, v = 0).
    if (locale == "id")
        return PluralCategory::Other; // Indonesian has one form
    if (locale == "bn" || locale == "hi" || locale == "fa")
        return n == 0 || n == 1 ? PluralCategory::One : PluralCategory::Other; // i = 0 or n = 1
    return n == 1 ? PluralCategory::One : PluralCategory::Other; // en, uz and the rest
}

void use_catalogue(const Catalogue* catalogue)
{
    g_catalogue.store(catalogue, std::memory_order_release);
}

std::vector<std::string> missing_keys(const Catalogue& catalogue)
{
    std::vector<std::string> out;
    for (const Entry& e : kTable) {
        auto it = catalogue.texts.find(e.key);
        bool has = it != catalogue.texts.end() && !it->second[static_cast<size_t>(PluralCategory::Other)].empty();
        if (!has)
            out.emplace_back(e.key);
    }
    return out;
}

} // namespace evloop::msg
