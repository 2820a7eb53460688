#pragma once
// A compact binary form of a finished run, for moving it between threads or out of a Web
// Worker: the trace (events, string table, what the run was, metrics, stdout lines) and
// the rest of loop::RunResult (output lines with their channel, exit code, instruction
// count). Serializing, deserializing and serializing again gives the same bytes, and the
// JSON export of the copy is the original's.
//
// The bytes may come from anywhere (a worker that crashed half-way, a damaged message):
// deserialize_* check every length, count, enum and string index and return false with a
// message instead of crashing or allocating without bound.
//
// Layout (all little-endian; "uv" is an unsigned LEB128 varint, "sv" a zigzag varint,
// "f64" an IEEE double, "str" a uv byte length and the bytes):
//   "EVLR" u8 version
//   run:     sv exit_code, uv instructions, uv n, n × (u8 is_stderr | 2 if no final newline, str text)
//   trace:   str host, str file, str source, uv n, n × (str key, str value),
//            u8 detail, uv dropped, f64 refresh_interval_ms, sv exit_code
//            uv n, n × str                                       (the string table)
//            uv n, n × (f64 time, f64 value, uv id, uv ref, uv text,
//                       uv line, uv column, uv end_line, uv end_column, u8 kind, u8 sub)
//   metrics: uv n, n × (f64 start, f64 duration, uv task, str label)      long tasks
//            uv n, n × (str label, f64 start, f64 processing_start, f64 processing_end,
//                       f64 presented, u8 complete)                     interactions
//            sv frames_presented, sv frames_skipped
//            uv n, n × (str label, f64 sent, f64 responded, sv status)  requests
//            uv n, n × f64                                   loop delay samples
//            f64 total_blocking_time
//   stdout:  uv n, n × str
//   messages: uv n, n × (str text, uv Msg id, sv count, u8 part, uv n, n × (str name, str value))
//            (Trace::messages(): which strings are messages, for the UI's language)
//   threads: uv n, n × (uv index, uv parent, str name, f64 start, f64 end,
//                       trace, metrics, stdout, messages as above)   (workers, in index order)
//   and nothing after it.
#include "core/trace/trace.h"
#include <memory>
#include <string>
#include <string_view>

namespace evloop::loop {
struct RunResult;
}

namespace evloop::sim {

inline constexpr uint8_t kSerializedRunVersion = 3; // 2: the threads; 3: the messages

std::string serialize_run(const loop::RunResult& run);
// False with a message ("truncated at byte 812", "event 3: string 99 of 12") on bad input;
// `out` is then unspecified but safe to destroy.
bool deserialize_run(std::string_view bytes, loop::RunResult& out, std::string& error);

// deserialize_run a slice at a time, so a page can spread a big result over frames (a run
// of 400 000 trace events is about 12 MB and takes longer to read than a frame lasts).
// `bytes` must outlive the reader. The checks and messages are deserialize_run's.
class RunReader {
public:
    explicit RunReader(std::string_view bytes);
    ~RunReader();
    RunReader(const RunReader&) = delete;
    RunReader& operator=(const RunReader&) = delete;

    // Reads on, at most `max_events` more trace events (and what comes before or after
    // them). True once the run is read or found damaged: then see ok() and take().
    bool step(size_t max_events);
    bool ok() const;
    const std::string& error() const; // why not ok()
    double fraction_read() const;     // of the bytes, 0 to 1
    // After step() returned true and ok(): the run, handed over once.
    loop::RunResult take();

private:
    struct State;
    std::unique_ptr<State> m;
};

} // namespace evloop::sim
