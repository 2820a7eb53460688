#pragma once
// evloop's own regular-expression engine (ECMA-262 §22.2): a pattern parser that builds
// bytecode (regexp_compiler.cpp) and a backtracking matcher with an explicit backtrack
// stack (regexp_matcher.cpp), in the spirit of QuickJS's libregexp. No std::regex.
//
// The engine works on UTF-16 code units like JavaScript strings; with the u (or v) flag
// it reads surrogate pairs as one code point. Matching never recurses on the C++ stack
// except into lookarounds, whose nesting the parser bounds (kMaxGroupNesting). Every
// step counts against a StepBudget, so a catastrophic pattern stops cleanly.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::js::regexp {

struct Flags {
    bool has_indices = false; // d
    bool global = false;      // g
    bool ignore_case = false; // i
    bool multiline = false;   // m
    bool dot_all = false;     // s
    bool unicode = false;     // u
    bool unicode_sets = false; // v
    bool sticky = false;      // y
    bool either_unicode() const { return unicode || unicode_sets; }
};

// Parses a flags string ("gimsuy", "dgv"): false on an unknown or repeated flag, or u with v.
bool parse_flags(std::u16string_view text, Flags& flags);
// The flags in the canonical order of RegExp.prototype.flags: "dgimsuvy".
std::string flags_to_string(const Flags& flags);

// Parsing nests groups, classes (v flag) and lookarounds no deeper than this.
inline constexpr int kMaxGroupNesting = 200;

struct Instruction;
struct CharClass;

// A compiled pattern: immutable, shareable between RegExp objects with the same source.
struct Program {
    Flags flags;
    int capture_count = 1; // groups + 1 (group 0 is the whole match)
    // Group names in pattern order: (name, group index).
    std::vector<std::pair<std::u16string, int>> group_names;
    std::vector<Instruction> code;
    std::vector<CharClass> classes;
    int register_count = 0;
    ~Program();
};

struct CompileResult {
    std::shared_ptr<const Program> program; // null on a syntax error
    std::string error;                      // V8's wording: "Unterminated group"
};

// 22.2.3.4 Static Semantics: ParsePattern: a SyntaxError message or a program.
CompileResult compile(std::u16string_view pattern, const Flags& flags);

// compile() through a bounded cache keyed by flags and pattern (a literal in a loop, or
// evaluated again, compiles once). Null and `error` set on a syntax error.
std::shared_ptr<const Program> compile_cached(std::u16string_view pattern, const Flags& flags, std::string& error);

// The early error of a literal /pattern/flags (13.2.7.2) in V8's wording, or "".
std::string literal_syntax_error(std::u16string_view pattern, std::string_view flags);

// How much work a match may do: `limit` steps (0 = unlimited). `used` is what it did.
struct StepBudget {
    uint64_t limit = 0;
    uint64_t used = 0;
};

enum class MatchStatus { Match, NoMatch, BudgetExceeded, BacktrackOverflow };

// Tries to match at `start` and, unless `sticky`, at every later index (22.2.7.2
// RegExpBuiltinExec's loop). On a match, `captures` holds 2 * capture_count indices
// (start, end; -1 for a group that did not participate).
MatchStatus match(const Program& program, std::u16string_view input, size_t start, bool sticky,
    std::vector<int>& captures, StepBudget& budget);

// The most backtrack entries a match may keep (then it fails like V8 with a RangeError).
inline constexpr size_t kMaxBacktrackEntries = 8'000'000;

// --- internals shared by the compiler and the matcher --------------------------------

enum class Op : uint8_t {
    Char,            // a = code point (canonicalised with the i flag)
    Class,           // a = index into classes
    Any,             // dot without s: anything but a line terminator
    AnyAll,          // dot with s
    Split,           // try a first, then b
    Jump,            // a
    Save,            // captures[a] = position
    ResetCaptures,   // captures[a..b) = -1
    AssertStart,     // ^ (a = multiline)
    AssertEnd,       // $ (a = multiline)
    WordBoundary,    // \b (a = 1 for \B)
    BackReference,   // a = group index
    Look,            // a = 0 ahead / 1 behind, b = negative, c = pc after the lookaround; body follows, ends in Match
    SetRegister,     // registers[a] = b
    LoopHead,        // a = counter register, b = min, c = max (-1 = unbounded), d = exit pc; greedy unless lazy
    SavePosition,    // registers[a] = position
    CheckProgress,   // fails when the iteration was optional (registers[b] > min c... see matcher) and matched empty
    Increment,       // registers[a] += 1
    CharLoop,        // a single-character atom (the next instruction) repeated b..c times, greedy or lazy; d = exit pc
    Match,
};

struct Instruction {
    Op op;
    bool backward = false; // lookbehind: read the character before the position
    bool lazy = false;     // LoopHead / CharLoop
    int32_t a = 0, b = 0, c = 0, d = 0;
};

struct CharClass {
    std::vector<std::pair<uint32_t, uint32_t>> ranges; // sorted, disjoint, inclusive
    bool contains(uint32_t cp) const;
};

// 22.2.2.7.3 Canonicalize ( rer, ch ) https://tc39.es/ecma262/#sec-runtime-semantics-canonicalize-ch
uint32_t canonicalize(uint32_t cp, bool unicode);

} // namespace evloop::js::regexp
