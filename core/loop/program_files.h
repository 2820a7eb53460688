#pragma once
// A program of several files written as one text: the text before the first `// @file`
// line is the main file; each line
//
//   // @file lib.cjs
//
// starts another file (`lib.cjs`, `data/notes.txt`, `worker.js`), which runs to the next
// such line or to the end of the text. Lessons' code blocks and the Playground's editor
// hold programs this way; the CLI reads the same text from a file. Both hosts split a
// run's source here, and only here: the node host serves the files to `require`, `import`
// and `fs` (they are in the main file's folder), the browser host keeps them for the
// workers to come.
//
// The rules (README "Programs of several files", docs/semantics.md §3.6):
// - the line is exactly `// @file NAME` from its first column (spaces or tabs after
//   `@file`, trailing blanks allowed); anything else is an ordinary comment;
// - NAME is a path relative to the main file's folder: segments of letters, digits and
//   `. _ - + @ ~`, separated by `/`, none of them `.` or `..`, no leading `/`; at most
//   kMaxNameLength bytes;
// - no name twice, none the main file's own name, and no name that is both a file and a
//   folder of another (`lib` and `lib/a.js`); at most kMaxProgramFiles files;
// - a file's text is every line after its `// @file` line, newlines included, so `lib.cjs`
//   line 1 is the text's line after the header. Positions in the run (the trace, the
//   stepper) count in the whole text; messages name the file and count its own lines.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::loop {

struct ProgramFile {
    std::string name;            // as written after `// @file`; for files[0], the main file's name
    uint32_t begin = 0, end = 0; // its text in the program text
    uint32_t first_line = 1;     // the program text's line that is the file's line 1
    uint32_t header_line = 0;    // the `// @file` line (0 for the main file)
};

struct ProgramFiles {
    std::vector<ProgramFile> files; // files[0] is the main file, the others in order
    std::string_view text_of(std::string_view source, size_t index) const
    {
        const ProgramFile& f = files[index];
        return source.substr(f.begin, f.end - f.begin);
    }
    size_t main_length() const { return files.empty() ? 0 : files[0].end; }
};

inline constexpr size_t kMaxProgramFiles = 100;
inline constexpr size_t kMaxNameLength = 200;

// Splits `source`; `main_name` names files[0]. False with "line N: …" on a bad `// @file`
// line (no name, a name that leaves the folder, a name twice, too many files).
bool split_program(std::string_view source, const std::string& main_name, ProgramFiles& out, std::string& error);
// Whether `line` (without its newline) is a `// @file` line; its name in `name` (maybe
// empty or invalid: split_program judges it).
bool is_file_line(std::string_view line, std::string_view* name = nullptr);

} // namespace evloop::loop
