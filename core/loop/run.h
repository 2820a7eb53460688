#pragma once
// core/loop's public face: run a program in a simulated host and get its trace and
// output. What callers outside the simulation (core/sim, core/tutor, core/cli, ui/) use;
// the VM and the hosts stay behind it (host.h).
//
//   run(source, file, settings)  a pure function from program and settings to a Trace
//                                (same input → byte-identical trace)
#include "core/loop/settings.h"
#include "core/trace/trace.h"
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::loop {

// What a run printed, in order: stdout lines (console.log/info/debug) and stderr lines
// (console.warn/error and the host's own diagnostics).
struct OutputLine {
    bool is_stderr = false;
    std::string text;
    bool newline = true; // false: the end of what the program wrote without a final newline
};

struct RunResult {
    std::unique_ptr<trace::Trace> trace;
    std::vector<OutputLine> output;
    int exit_code = 0; // 0 ok, 1 uncaught error where the host exits, 2 syntax error, 3 budget/starvation
    uint64_t instructions = 0;
};

RunResult run(std::string_view source, const std::string& file_name, const Settings& settings);

// What a caller outside the run may do while it runs (core/sim: a progress bar, Cancel).
// It never changes what the run does: the same program gives the same trace with or
// without it, unless it cancels.
struct RunControl {
    // Called about every `every` instructions with the instructions so far and the virtual
    // time reached; false cancels the run (it stops like a budget stop, exit code 3).
    std::function<bool(uint64_t instructions, double virtual_ms)> checkpoint;
    uint64_t every = 1u << 18;
};
inline constexpr const char* kCancelledMessage = "the run was cancelled";
RunResult run(std::string_view source, const std::string& file_name, const Settings& settings, const RunControl& control);

// The files next to the main file that are not `// @file` sections of its text
// (program_files.h): the CLI's view of the main file's folder, read when the program
// first asks for a path (`require('./lib')`, `fs.readFileSync('data.txt')`). `relative`
// is a path inside the folder ("lib.cjs", "sub/x.js", "" for the folder itself); the
// caller never gets one that leaves it. Read-only: what the program writes stays in the
// run's memory. The same folder must give the same answers (determinism).
struct FolderEntry {
    enum class Kind : uint8_t { Missing, File, Directory, Refused } kind = Kind::Missing;
    std::string bytes;              // File: its contents
    std::vector<std::string> names; // Directory: its entries, sorted, folders ending in '/'
    std::string message;            // Refused: why (a limit), said to the program as an error
};
using ReadFolder = std::function<FolderEntry(const std::string& relative)>;
RunResult run(std::string_view source, const std::string& file_name, const Settings& settings, const RunControl& control,
    const ReadFolder& folder);

} // namespace evloop::loop
