#pragma once
// Every sentence evloop shows a learner, in one table: the hosts' stop messages and notes,
// the visualizer's step sentences ("why" this step happens), the tutor's exercise measures
// and explanations, quiz and exercise verdicts, the UI's notices (bad links, reset progress,
// failed simulations) and the CLI's warnings. The English texts are in messages.def; this
// header gives each one a stable id and formats it.
//
// Why here, and why a .def file compiled in:
// - core/util is the one part every other part (js, trace, loop, sim, lesson, tutor, cli)
//   and ui/ may include (core/CMakeLists.txt), and it needs nothing but the standard
//   library, so the hosts, the trace's explanations and the UI share one table without a
//   layering exception.
// - An X-macro table (messages.def) makes the id an enum: a call site naming a message
//   that does not exist fails to compile, the enum and the English text cannot drift
//   apart, and there is no file to find or parse at run time (the WebAssembly build, the
//   CLI and the tests behave the same). The enum's name is also the message's string key
//   ("trace_timer_begin_node"), which a translation catalogue uses.
//
// Texts carry named placeholders, `{name}` (lower case, digits, '_'), filled from the
// call's arguments; anything else in braces is literal text. A value is inserted as it is
// and never scanned again. Numbers come formatted by the caller (the hosts' "12.5 ms"
// style stays where it is), except a plural's count, which also chooses the form.
//
//   msg::text(Msg::cli_cannot_write, { { "file", path } })
//   msg::plural(Msg::tutor_frames_dropped, n, { { "total", total } })  // {count} is n
//
// Plural messages have one text per CLDR plural category (zero, one, two, few, many,
// other); English fills `one` and `other`. A missing form falls back to `other`.
//
// Translations (issue 17): a Catalogue maps keys to texts (and plural forms) for one
// locale; use_catalogue() makes text() and plural() read it, and any key it lacks falls
// back to English, which missing_keys() lists for `evloop check`. The call sites never
// change. Without a catalogue everything is English, byte for byte what evloop printed
// before the table existed (the corpus and lesson tests compare exact text).
//
// tests/core/messages_tests.cpp checks the table: every id has English text, no two ids
// share a text, and every call site passes exactly the placeholders its text uses.
#include "core/util/diagnostic.h"
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace evloop {

enum class Msg : uint16_t {
#define EVLOOP_MSG(id, english) id,
#define EVLOOP_MSG_PLURAL(id, one, other) id,
#include "core/util/messages.def"
#undef EVLOOP_MSG
#undef EVLOOP_MSG_PLURAL
};

namespace msg {

enum class PluralCategory : uint8_t { Zero, One, Two, Few, Many, Other };
inline constexpr size_t kPluralCategories = 6;

// One named value for a placeholder.
struct Arg {
    std::string_view name;
    std::string value;

    Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) { }
    Arg(std::string_view n, std::string_view v) : name(n), value(v) { }
    Arg(std::string_view n, const char* v) : name(n), value(v) { }
    template<std::integral T>
        requires(!std::same_as<T, bool> && !std::same_as<T, char>)
    Arg(std::string_view n, T v) : name(n), value(std::to_string(v)) { }
};

using Args = std::initializer_list<Arg>;

size_t count();                        // how many messages the table holds
std::string_view key(Msg id);          // "trace_timer_begin_node": the enum's name
bool is_plural(Msg id);
// The English text of one form ("" if that form is not given); for a plain message, Other.
std::string_view english(Msg id, PluralCategory form = PluralCategory::Other);

// The text in the current catalogue's language (English without one), placeholders filled.
std::string text(Msg id, Args args = {});
// The form the count asks for in the current language; the count fills {count}.
std::string plural(Msg id, long long count, Args args = {});
// A plain message's text in the current language with its placeholders not filled.
std::string unfilled_text(Msg id);

// text() and plural() with arguments known only at run time (a trace's message, shown in
// the learner's language: trace::shown_text), and the same in English whatever the
// catalogue (what the hosts write into the trace: trace::Trace::message).
std::string text(Msg id, const std::vector<Arg>& args);
std::string plural(Msg id, long long count, const std::vector<Arg>& args);
std::string english_text(Msg id, const std::vector<Arg>& args);
std::string english_plural(Msg id, long long count, const std::vector<Arg>& args);

// Fills {name} placeholders of any text (the formatter text() and plural() use).
std::string format(std::string_view text, Args args);
// The placeholder names a text uses, in order of first use.
std::vector<std::string> placeholders(std::string_view text);

// CLDR's plural category of an integer count in a locale ("en", "bn", "hi", "fa", "uz",
// "id"; unknown locales follow English). Integer rules only: evloop counts whole things.
PluralCategory plural_category(std::string_view locale, long long count);

// A translation: texts by key, one per plural category (plain messages use Other).
struct Catalogue {
    std::string locale;
    std::map<std::string, std::array<std::string, kPluralCategories>, std::less<>> texts;
};
// Makes text() and plural() read `catalogue` (nullptr: English). Call it before any
// simulation starts: the hosts on other threads read it too. The catalogue must outlive its use.
void use_catalogue(const Catalogue* catalogue);
// The catalogue text() reads (nullptr: English).
const Catalogue* current_catalogue();
// Keys of the table the catalogue has no text for (English is shown for them).
std::vector<std::string> missing_keys(const Catalogue& catalogue);

// A locale's catalogue file (lessons/bn/messages.txt), UTF-8, one text a line:
//   # a comment
//   key = text with {placeholders}
//   key.one = the form for one {count}       (a plural message: zero, one, two, few, many, other)
//   key.other = the form for other counts {count}
// `\n` is a line break, `\\` a backslash and `\s` a space (for a text that begins or ends
// with one: the spaces around a text are not part of it).
// Refused, with the line: an unknown key, a form on a plain message or a plain text for
// a plural one, a key given twice, a plural message without `other`, and a placeholder
// the English text does not have (it would never be filled). A placeholder the
// translation leaves out is allowed: a language may not need to repeat it.
Catalogue parse_catalogue(std::string_view text, std::string locale, const std::string& file, std::vector<Diagnostic>& problems);
// Reads the catalogue file at `path` whole and parses it (the app's language switch and
// `evloop check` read a locale's messages.txt with it). nullopt when the file cannot be
// read; the problems name the file as `name` (the path when empty).
std::optional<Catalogue> load_catalogue_file(const std::string& path, std::string locale, std::vector<Diagnostic>& problems,
    const std::string& name = {});
// The catalogue file for translators: every key in table order, its English as a comment,
// then the translation's text where it has one and the English otherwise.
std::string catalogue_file(const Catalogue* translation);

} // namespace msg
} // namespace evloop
