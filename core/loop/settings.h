#pragma once
// What a run is: the program, which host runs it, and the settings that shape virtual
// time (cost_model.h has the costs themselves). Settings come from CLI flags
// (`--set key=value`, `--input=…`), from a lesson's fence options, and from directives
// in the program's leading comments:
//
//   // @html <button id="order">Order</button>     the page's body (browser host)
//   // @input click #order @ 120ms                  simulated user input / HTTP clients
//   // @until 1500                                   stop the run at this virtual time
//   // @env UV_THREADPOOL_SIZE=2 APP_MODE=dev        Node's environment (node host: process.env)
//   // @set refresh=120                              any setting below
#include "core/trace/trace.h"
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::loop {

enum class HostKind : uint8_t { Browser, Node };

struct Input {
    enum class Type : uint8_t { Click, Key, Request };
    Type type = Type::Click;
    std::string target; // "#order" (click), "Enter" (key), "GET /slow" (request)
    double at_ms = 0;
    std::string describe() const; // "click #order @ 120ms"
};

struct Settings {
    HostKind host = HostKind::Browser;
    bool module = false;          // an ES module (Node: .mjs); otherwise CommonJS / a classic script
    double until_ms = 0;          // stop at this virtual time (0: when nothing is left, at most kDefaultUntilMs)
    double cpu_slowdown = 1;      // 4 = a CPU four times slower (like DevTools' CPU throttling)
    int refresh_hz = 60;          // display refresh rate (browser)
    bool hidden = false;          // the tab is in the background (browser)
    int threadpool_size = 4;      // UV_THREADPOOL_SIZE (node)
    int cores = 4;                // CPU cores the main thread, workers and threadpool threads share (semantics.md §3.4, §3.7)
    double disk_ms = 1;           // one file operation on the threadpool (node)
    double network_ms = 1;        // one way through the network: localhost for node, the fetch latency is fetch_ms
    double fetch_ms = 40;         // browser fetch(): request sent to response headers back
    double startup_ms = 0.3;      // node: from the end of the main script to the first timers phase
    uint64_t seed = 1;            // Math.random and crypto.randomBytes
    uint64_t budget = 500'000'000; // instructions before the run is stopped as runaway (a stand-in
                                   // for a real-time guard that keeps traces deterministic)
    double task_limit_ms = 30'000; // virtual time one task may run before it is stopped as runaway
    double starve_ms = 10'000;    // virtual time one microtask (or nextTick) checkpoint may hold the loop before it
                                  // counts as starving (finite work of any length finishes, as in a real engine)
    uint64_t microtask_cap = 0;   // optional: jobs in one checkpoint before it counts as starving (0: no count)
    trace::Detail detail = trace::Detail::Full;
    std::vector<Input> inputs;
    std::string html;             // the page body (browser)
    std::string directory = "/home/learner"; // node: where the program's file is (__dirname); the CLI uses the real one
    std::vector<std::pair<std::string, std::string>> env; // node: `// @env NAME=VALUE` variables in process.env (not UV_THREADPOOL_SIZE)

    static constexpr double kDefaultUntilMs = 60'000;

    // One `key=value` setting; false with a message naming the key and what it accepts.
    bool set(std::string_view key, std::string_view value, std::string& error);
    // The settings that differ from the defaults and every input, in a fixed order.
    std::vector<std::pair<std::string, std::string>> describe() const;
};

// "click #order @ 120ms", "key Enter @ 300ms", "get /slow @ 10ms" (node: an HTTP client).
bool parse_input(std::string_view text, Input& out, std::string& error);
// Reads `// @...` directives from the program's leading comment lines into `settings`.
// Returns false with a message "line N: …" on a malformed directive.
bool apply_directives(std::string_view source, Settings& settings, std::string& error);

// What a caller puts over a program's own directives, and wins with.
struct Overrides {
    // Inputs that replace the program's @input lines when there are any: the CLI's
    // --input, a lesson fence's `input=`, an exercise's input, the Playground's field.
    std::vector<std::string> inputs;
    // key=value settings, applied last in order (the CLI's --set).
    std::vector<std::pair<std::string, std::string>> sets;
};
// The settings of one run, built the same way by the CLI, the lessons, the exercises and
// the Playground: `base` (the host and module the file name or the caller chose, and
// anything else the caller starts from), then the program's `// @` directives, then
// `overrides`. False with a message that says where: "line N: …" for a directive,
// "input \"…\": …" or "KEY=VALUE: …" for an override.
bool settings_for_program(std::string_view source, const Settings& base, const Overrides& overrides, Settings& out, std::string& error);

} // namespace evloop::loop
