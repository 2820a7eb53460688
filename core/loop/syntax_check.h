#pragma once
// Is a program valid JavaScript for the host that would run it? Parses and compiles it
// (no run, no event loop): the Playground marks a syntax error in the editor before it
// opens the visualizer, and re-checks as the learner types.
#include "core/loop/settings.h"
#include <optional>
#include <string>
#include <string_view>

namespace evloop::loop {

struct SyntaxProblem {
    std::string message; // "SyntaxError: missing ) after the argument list"
    int line = 1;        // 1-based
    int column = 1;      // 1-based, in code points
    size_t offset = 0;   // byte offset of the error in the source
};

// The same parse (and compile-time early errors) a run would do: a classic script or a
// module in the browser, CommonJS or a module in Node. A program of several files
// (program_files.h) is checked file by file: its `// @file` lines, the main file, and each
// other JavaScript file (.js, .cjs, .mjs), whose problem names it ("(lib.cjs, line 3)")
// while line, column and offset stay the whole text's. nullopt when the program is valid.
std::optional<SyntaxProblem> check_syntax(std::string_view source, const Settings& settings);

} // namespace evloop::loop
