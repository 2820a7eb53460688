#include "core/util/messages.h"
#include <algorithm>
#include <atomic>
#include <fstream>
#include <sstream>

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

std::string unfilled_text(Msg id)
{
    const std::string* t = translated(id, PluralCategory::Other);
    return std::string(t ? std::string_view(*t) : english(id));
}

namespace {

std::string plural_range(const Catalogue* c, Msg id, long long n, const Arg* begin, const Arg* end)
{
    std::string_view text;
    const std::string* t = c ? translated(id, plural_category(c->locale, n)) : nullptr;
    if (t)
        text = *t;
    else {
        text = english(id, plural_category("en", n));
        if (text.empty())
            text = english(id);
    }
    std::vector<Arg> all(begin, end);
    all.emplace_back("count", n);
    return format_range(text, all.data(), all.data() + all.size());
}

} // namespace

std::string plural(Msg id, long long n, Args args)
{
    return plural_range(g_catalogue.load(std::memory_order_acquire), id, n, args.begin(), args.end());
}

std::string text(Msg id, const std::vector<Arg>& args)
{
    const std::string* t = translated(id, PluralCategory::Other);
    return format_range(t ? std::string_view(*t) : english(id), args.data(), args.data() + args.size());
}

std::string plural(Msg id, long long n, const std::vector<Arg>& args)
{
    return plural_range(g_catalogue.load(std::memory_order_acquire), id, n, args.data(), args.data() + args.size());
}

std::string english_text(Msg id, const std::vector<Arg>& args)
{
    return format_range(english(id), args.data(), args.data() + args.size());
}

std::string english_plural(Msg id, long long n, const std::vector<Arg>& args)
{
    return plural_range(nullptr, id, n, args.data(), args.data() + args.size());
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

const Catalogue* current_catalogue()
{
    return g_catalogue.load(std::memory_order_acquire);
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

namespace {

constexpr const char* kFormNames[kPluralCategories] = { "zero", "one", "two", "few", "many", "other" };

const Entry* entry_of_key(std::string_view key)
{
    for (const Entry& e : kTable)
        if (key == e.key)
            return &e;
    return nullptr;
}

std::string trimmed(std::string_view s)
{
    size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos)
        return {};
    size_t e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}

// `\n` → line break, `\s` → space, `\\` → backslash; any other backslash is kept as written.
std::string unescaped(std::string_view s)
{
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        char next = i + 1 < s.size() ? s[i + 1] : 0;
        if (s[i] == '\\' && (next == 'n' || next == 's' || next == '\\')) {
            out += next == 'n' ? '\n' : next == 's' ? ' ' : '\\';
            ++i;
        } else
            out += s[i];
    }
    return out;
}

// The file form of a text: line breaks and backslashes escaped, and the spaces it begins
// or ends with written `\s`, since the reader trims the spaces around a value.
std::string escaped(std::string_view s)
{
    size_t first = s.find_first_not_of(' ');
    size_t last = s.find_last_not_of(' ');
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == '\n')
            out += "\\n";
        else if (c == '\\')
            out += "\\\\";
        else if (c == ' ' && (first == std::string_view::npos || i < first || i > last))
            out += "\\s";
        else
            out += c;
    }
    return out;
}

} // namespace

std::optional<Catalogue> load_catalogue_file(const std::string& path, std::string locale, std::vector<Diagnostic>& problems,
    const std::string& name)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return parse_catalogue(text.str(), std::move(locale), name.empty() ? path : name, problems);
}

Catalogue parse_catalogue(std::string_view text, std::string locale, const std::string& file, std::vector<Diagnostic>& problems)
{
    Catalogue catalogue;
    catalogue.locale = std::move(locale);
    std::map<std::string, int, std::less<>> first_line; // "key.form" → line
    int line_number = 0;
    size_t at = 0;
    while (at <= text.size()) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view raw = text.substr(at, end - at);
        at = end + 1;
        ++line_number;
        std::string line = trimmed(raw);
        if (line.empty() || line[0] == '#')
            continue;
        auto problem = [&](std::string message) { problems.push_back({ file, line_number, 0, std::move(message) }); };
        size_t eq = line.find('=');
        if (eq == std::string::npos) {
            problem("expected `key = text`");
            continue;
        }
        std::string name = trimmed(std::string_view(line).substr(0, eq));
        std::string value = unescaped(trimmed(std::string_view(line).substr(eq + 1)));
        std::string key = name;
        int form = -1;
        if (size_t dot = name.find('.'); dot != std::string::npos) {
            key = name.substr(0, dot);
            std::string_view form_name = std::string_view(name).substr(dot + 1);
            for (size_t f = 0; f < kPluralCategories; ++f)
                if (form_name == kFormNames[f])
                    form = static_cast<int>(f);
            if (form < 0) {
                problem("unknown plural form `" + std::string(form_name) + "` (zero, one, two, few, many or other)");
                continue;
            }
        }
        const Entry* e = entry_of_key(key);
        if (!e) {
            problem("unknown key `" + key + "`");
            continue;
        }
        if (e->plural && form < 0) {
            problem("`" + key + "` is a plural message: give its forms as `" + key + ".one = …`, `" + key + ".other = …`");
            continue;
        }
        if (!e->plural && form >= 0) {
            problem("`" + key + "` is not a plural message: write `" + key + " = …`");
            continue;
        }
        if (value.empty()) {
            problem("`" + name + "` has no text");
            continue;
        }
        if (auto [it, inserted] = first_line.emplace(name, line_number); !inserted) {
            problem("`" + name + "` is given twice (first on line " + std::to_string(it->second) + ")");
            continue;
        }
        std::vector<std::string> english_names = placeholders(e->other);
        for (const std::string& n : placeholders(e->one))
            english_names.push_back(n);
        if (e->plural)
            english_names.emplace_back("count");
        for (const std::string& n : placeholders(value))
            if (std::find(english_names.begin(), english_names.end(), n) == english_names.end())
                problem("`{" + n + "}` is not a placeholder of `" + key + "` (English: \"" + escaped(e->other) + "\")");
        catalogue.texts[key][static_cast<size_t>(form < 0 ? PluralCategory::Other : static_cast<PluralCategory>(form))] = value;
    }
    for (const auto& [key, forms] : catalogue.texts)
        if (forms[static_cast<size_t>(PluralCategory::Other)].empty())
            problems.push_back({ file, first_line.lower_bound(key)->second, 0, "`" + key + "` has no `" + key + ".other` form" });
    return catalogue;
}

std::string catalogue_file(const Catalogue* translation)
{
    std::string out;
    auto translated_form = [&](const Entry& e, PluralCategory form) -> const std::string* {
        if (!translation)
            return nullptr;
        auto it = translation->texts.find(e.key);
        if (it == translation->texts.end() || it->second[static_cast<size_t>(form)].empty())
            return nullptr;
        return &it->second[static_cast<size_t>(form)];
    };
    for (const Entry& e : kTable) {
        out += "\n";
        if (!e.plural) {
            out += "# " + escaped(e.other) + "\n";
            const std::string* t = translated_form(e, PluralCategory::Other);
            out += std::string(e.key) + " = " + escaped(t ? *t : std::string(e.other)) + "\n";
            continue;
        }
        out += "# one: " + escaped(e.one) + "\n# other: " + escaped(e.other) + "\n";
        bool any = false;
        for (size_t f = 0; f < kPluralCategories; ++f)
            if (const std::string* t = translated_form(e, static_cast<PluralCategory>(f))) {
                out += std::string(e.key) + "." + kFormNames[f] + " = " + escaped(*t) + "\n";
                any = true;
            }
        if (!any)
            out += std::string(e.key) + ".one = " + escaped(e.one) + "\n" + std::string(e.key) + ".other = " + escaped(e.other) + "\n";
    }
    return out;
}

} // namespace evloop::msg
