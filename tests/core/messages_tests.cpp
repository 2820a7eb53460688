// The message table (core/util/messages.def): every id has English text, no two ids share
// a text, and every call site in core/ and ui/ passes exactly the placeholders its
// message uses (read from the sources, so a missing or misspelt argument fails here and
// not in front of a learner). Also the formatter, the plural forms and the catalogue hook.
#include "core/util/messages.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace evloop;
namespace fs = std::filesystem;

namespace {

std::map<std::string, Msg> ids_by_key()
{
    std::map<std::string, Msg> out;
    for (size_t i = 0; i < msg::count(); ++i)
        out.emplace(std::string(msg::key(static_cast<Msg>(i))), static_cast<Msg>(i));
    return out;
}

std::set<std::string> placeholders_of(Msg id)
{
    std::set<std::string> out;
    for (auto form : { msg::PluralCategory::One, msg::PluralCategory::Other })
        for (const std::string& p : msg::placeholders(msg::english(id, form)))
            out.insert(p);
    if (msg::is_plural(id))
        out.insert("count"); // plural() passes the count as {count}
    return out;
}

// The end of the parenthesised span that starts at s[open] == '(' (the index of its ')'),
// skipping string and character literals.
size_t matching_paren(const std::string& s, size_t open)
{
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
        char c = s[i];
        if (c == '"' || c == '\'') {
            for (++i; i < s.size() && s[i] != c; ++i)
                if (s[i] == '\\')
                    ++i;
            continue;
        }
        if (c == '(')
            ++depth;
        else if (c == ')' && --depth == 0)
            return i;
    }
    return std::string::npos;
}

struct Call {
    std::string file;
    size_t line = 0;
    std::set<std::string> ids, args;
};

// Every msg::text( and msg::plural( call of one source file, and every message a host
// records in its trace (m_trace.message(, Trace::message), with the ids and argument
// names written in it (calls nested in its arguments are counted as calls of their own).
std::vector<Call> calls_in(const std::string& name, const std::string& src)
{
    static const std::regex id_re(R"(Msg::([a-z0-9_]+))");
    static const std::regex arg_re(R"re(\{\s*"([a-z0-9_]+)"\s*,)re");
    std::vector<Call> out;
    static const char* const kHeads[] = { "msg::text(", "msg::plural(", "m_trace.message(", "m_trace.plural_message(", "trace().message(" };
    for (const char* head : kHeads) {
        for (size_t at = src.find(head); at != std::string::npos; at = src.find(head, at + 1)) {
            size_t open = at + std::string(head).size() - 1;
            size_t close = matching_paren(src, open);
            REQUIRE(close != std::string::npos);
            std::string span = src.substr(open + 1, close - open - 1);
            // Blank out nested calls: their ids and arguments are theirs.
            for (const char* inner : kHeads)
                for (size_t k = span.find(inner); k != std::string::npos; k = span.find(inner, k + 1)) {
                    size_t o = k + std::string(inner).size() - 1;
                    size_t c = matching_paren(span, o);
                    if (c != std::string::npos)
                        std::fill(span.begin() + static_cast<long>(k), span.begin() + static_cast<long>(c) + 1, ' ');
                }
            Call call { name, static_cast<size_t>(std::count(src.begin(), src.begin() + static_cast<long>(at), '\n')) + 1, {}, {} };
            for (std::sregex_iterator it(span.begin(), span.end(), id_re), end; it != end; ++it)
                call.ids.insert((*it)[1]);
            if (call.ids.empty()) {
                // The id is a variable (`Msg why = … ? Msg::a : Msg::b;`): its initialiser names them.
                std::smatch var;
                std::string first = span.substr(0, span.find(','));
                if (std::regex_search(first, var, std::regex(R"(^\s*([a-z_][a-z0-9_]*)\s*$)"))) {
                    size_t decl = src.rfind("Msg " + var[1].str() + " =", at);
                    if (decl != std::string::npos) {
                        std::string init = src.substr(decl, src.find(';', decl) - decl);
                        for (std::sregex_iterator it(init.begin(), init.end(), id_re), end; it != end; ++it)
                            call.ids.insert((*it)[1]);
                    }
                }
            }
            // A message read back from a trace (`m->id`: trace::shown_text) has its
            // arguments from the trace, checked where the host recorded it.
            if (call.ids.empty() && std::regex_search(span.substr(0, span.find(',')), std::regex(R"(^\s*[a-z_]+(->|\.)id\s*$)")))
                continue;
            for (std::sregex_iterator it(span.begin(), span.end(), arg_re), end; it != end; ++it)
                call.args.insert((*it)[1]);
            out.push_back(std::move(call));
        }
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> sources()
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const char* dir : { "core", "ui", "web" }) {
        fs::path root = fs::path(EVLOOP_SOURCE_DIR) / dir;
        if (!fs::exists(root))
            continue;
        for (const auto& e : fs::recursive_directory_iterator(root)) {
            std::string ext = e.path().extension().string();
            if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h"))
                continue;
            std::string rel = fs::relative(e.path(), EVLOOP_SOURCE_DIR).generic_string();
            if (rel.rfind("core/util/messages.", 0) == 0)
                continue; // the table itself, and the examples in its header comment
            std::ifstream in(e.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            out.emplace_back(rel, text.str());
        }
    }
    return out;
}

} // namespace

TEST_CASE("every message has English text, its own text and well-formed forms", "[messages]")
{
    REQUIRE(msg::count() > 100);
    std::map<std::string, std::string> by_text;
    std::set<std::string> keys;
    for (size_t i = 0; i < msg::count(); ++i) {
        Msg id = static_cast<Msg>(i);
        std::string key(msg::key(id));
        INFO(key);
        CHECK(keys.insert(key).second);
        CHECK(!msg::english(id).empty());
        if (msg::is_plural(id)) {
            CHECK(!msg::english(id, msg::PluralCategory::One).empty());
            // The forms of one message fill the same placeholders, bar the count itself
            // ("The goal is met." needs no number).
            auto other = msg::placeholders(msg::english(id, msg::PluralCategory::Other));
            for (const std::string& p : msg::placeholders(msg::english(id, msg::PluralCategory::One)))
                CHECK(std::find(other.begin(), other.end(), p) != other.end());
        }
        for (auto form : { msg::PluralCategory::One, msg::PluralCategory::Other }) {
            std::string text(msg::english(id, form));
            if (text.empty())
                continue;
            auto [it, fresh] = by_text.emplace(text, key);
            if (!fresh && it->second != key)
                FAIL_CHECK(key << " has the same text as " << it->second << ": \"" << text
                               << "\" (use one id for both, or say what differs)");
        }
    }
}

TEST_CASE("every call site passes the placeholders its message uses", "[messages]")
{
    const auto by_key = ids_by_key();
    std::set<std::string> used;
    size_t checked = 0;
    for (const auto& [file, src] : sources()) {
        static const std::regex id_re(R"(Msg::([a-z0-9_]+))");
        for (std::sregex_iterator it(src.begin(), src.end(), id_re), end; it != end; ++it) {
            INFO(file << ": Msg::" << (*it)[1]);
            CHECK(by_key.count((*it)[1]) == 1);
            used.insert((*it)[1]);
        }
        for (const Call& call : calls_in(file, src)) {
            INFO(call.file << ":" << call.line);
            REQUIRE(!call.ids.empty()); // a call whose message this test cannot see
            std::set<std::string> any;
            for (const std::string& key : call.ids) {
                auto found = by_key.find(key);
                if (found == by_key.end())
                    continue;
                std::set<std::string> wanted = placeholders_of(found->second);
                for (const std::string& p : wanted) {
                    INFO("Msg::" << key << " uses {" << p << "}");
                    CHECK((call.args.count(p) == 1 || (p == "count" && msg::is_plural(found->second))));
                }
                any.insert(wanted.begin(), wanted.end());
            }
            for (const std::string& a : call.args) {
                INFO("argument \"" << a << "\" is used by none of its messages");
                CHECK(any.count(a) == 1);
            }
            ++checked;
        }
    }
    CHECK(checked > 100);
    for (const auto& [key, id] : by_key) {
        INFO("Msg::" << key << " is used nowhere");
        CHECK(used.count(key) == 1);
    }
}

TEST_CASE("the formatter fills named placeholders once and leaves other braces alone", "[messages]")
{
    CHECK(msg::format("{a} and {b}", { { "a", "x" }, { "b", 2 } }) == "x and 2");
    CHECK(msg::format("{a}{a}", { { "a", "{a}" } }) == "{a}{a}"); // values are not scanned again
    CHECK(msg::format("{ code: 'X' } {A} {} {missing}", { { "a", "x" } }) == "{ code: 'X' } {A} {} {missing}");
    CHECK(msg::placeholders("{ms} of {ms}, {limit}; { x } {Y}") == std::vector<std::string> { "ms", "limit" });
    CHECK(msg::text(Msg::cli_cannot_write, { { "file", "t.json" } }) == "cannot write t.json");
}

TEST_CASE("plural forms follow the count, in English and the course's languages", "[messages]")
{
    CHECK(msg::plural(Msg::long_tasks_count, 1) == "1 long task");
    CHECK(msg::plural(Msg::long_tasks_count, 0) == "0 long tasks");
    CHECK(msg::plural(Msg::long_tasks_count, 3) == "3 long tasks");
    CHECK(msg::plural(Msg::exercise_some_met, 1, { { "met", 0 } }) == "The goal is not met yet.");
    CHECK(msg::plural(Msg::exercise_some_met, 3, { { "met", 2 } }) == "2 of 3 goals are met.");
    using C = msg::PluralCategory;
    CHECK(msg::plural_category("en", 1) == C::One);
    CHECK(msg::plural_category("en", 0) == C::Other);
    CHECK(msg::plural_category("bn", 0) == C::One);
    CHECK(msg::plural_category("hi", 1) == C::One);
    CHECK(msg::plural_category("fa", 2) == C::Other);
    CHECK(msg::plural_category("uz", 1) == C::One);
    CHECK(msg::plural_category("id", 1) == C::Other);
}

TEST_CASE("a catalogue replaces the English by key, and a missing key falls back", "[messages]")
{
    msg::Catalogue c;
    c.locale = "id";
    c.texts["cli_cannot_write"][static_cast<size_t>(msg::PluralCategory::Other)] = "tidak dapat menulis {file}";
    c.texts["long_tasks_count"][static_cast<size_t>(msg::PluralCategory::Other)] = "{count} tugas panjang";
    msg::use_catalogue(&c);
    CHECK(msg::text(Msg::cli_cannot_write, { { "file", "a" } }) == "tidak dapat menulis a");
    CHECK(msg::plural(Msg::long_tasks_count, 1) == "1 tugas panjang"); // Indonesian: one form
    CHECK(msg::text(Msg::ui_progress_back) == "Your progress is back.");
    msg::use_catalogue(nullptr);
    CHECK(msg::text(Msg::cli_cannot_write, { { "file", "a" } }) == "cannot write a");
    auto missing = msg::missing_keys(c);
    CHECK(missing.size() == msg::count() - 2);
    CHECK(std::find(missing.begin(), missing.end(), "ui_progress_back") != missing.end());
}

TEST_CASE("a catalogue file is read with its problems named by line", "[messages]")
{
    std::vector<Diagnostic> problems;
    msg::Catalogue c = msg::parse_catalogue("# Indonesian\n"
                                            "\n"
                                            "cli_cannot_write = tidak dapat menulis {file}\n"
                                            "long_tasks_count.other =   {count} tugas panjang  \n"
                                            "timeline_thread = {thread}\\nloop-nya sendiri, {start}–{end}\n"
                                            "no_such_key = x\n"
                                            "cli_cannot_write.one = x\n"
                                            "long_tasks_count = x\n"
                                            "long_tasks_count.several = x\n"
                                            "cli_cannot_write = lagi\n"
                                            "ui_progress_back = {file} kembali\n"
                                            "exercise_some_met.one = {met}\n"
                                            "just words\n"
                                            "thread_main =\n",
        "id", "messages.txt", problems);
    CHECK(c.locale == "id");
    CHECK(c.texts["cli_cannot_write"][5] == "tidak dapat menulis {file}");
    CHECK(c.texts["long_tasks_count"][5] == "{count} tugas panjang");
    CHECK(c.texts["timeline_thread"][5] == "{thread}\nloop-nya sendiri, {start}–{end}");
    std::vector<std::string> seen;
    for (const Diagnostic& d : problems)
        seen.push_back(d.to_string());
    CHECK(seen == std::vector<std::string> {
        "messages.txt:6: unknown key `no_such_key`",
        "messages.txt:7: `cli_cannot_write` is not a plural message: write `cli_cannot_write = …`",
        "messages.txt:8: `long_tasks_count` is a plural message: give its forms as `long_tasks_count.one = …`, `long_tasks_count.other = …`",
        "messages.txt:9: unknown plural form `several` (zero, one, two, few, many or other)",
        "messages.txt:10: `cli_cannot_write` is given twice (first on line 3)",
        "messages.txt:11: `{file}` is not a placeholder of `ui_progress_back` (English: \"Your progress is back.\")",
        "messages.txt:13: expected `key = text`",
        "messages.txt:14: `thread_main` has no text",
        "messages.txt:12: `exercise_some_met` has no `exercise_some_met.other` form",
    });
}

TEST_CASE("the catalogue file for translators lists every key and reads back unchanged", "[messages]")
{
    std::string english = msg::catalogue_file(nullptr);
    std::vector<Diagnostic> problems;
    msg::Catalogue c = msg::parse_catalogue(english, "en", "english.txt", problems);
    CHECK(problems.empty());
    CHECK(msg::missing_keys(c).empty());
    CHECK(msg::catalogue_file(&c) == english);
    // A translation keeps its texts and shows English where it has none.
    msg::Catalogue id;
    id.texts["cli_cannot_write"][5] = "tidak dapat menulis {file}\nlagi";
    std::string file = msg::catalogue_file(&id);
    CHECK(file.find("\ncli_cannot_write = tidak dapat menulis {file}\\nlagi\n") != std::string::npos);
    CHECK(file.find("\nthread_main = the main thread\n") != std::string::npos);
    CHECK(file.find("\nlong_tasks_count.one = {count} long task\n") != std::string::npos);
}
