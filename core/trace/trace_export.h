#pragma once
// Exports of a trace: evloop's own JSON (versioned; what `evloop run --trace` writes) and
// the Chrome Trace Event format (`--chrome-trace`; opens in Perfetto and chrome://tracing),
// plus the metrics as text and JSON (`--metrics`).
#include "core/trace/trace.h"
#include <string>

namespace evloop::trace {

inline constexpr int kTraceFormatVersion = 1;

// {"format":"evloop-trace","version":1,"host":…,"settings":{…},"events":[…],"metrics":{…}}
// Each event is an object with its sequence number, time, kind name and the fields that
// kind uses (see EventKind in trace.h); zero fields are left out. A run with workers adds
// "threads":[{"index","parent","name","start","end","exitCode","droppedEvents","events",
// "metrics"}…], one per worker in index order (a run without workers has no such key).
std::string to_json(const Trace& trace);

// {"traceEvents":[…],"displayTimeUnit":"ms"}: the main thread (tasks, jobs, calls,
// rendering), one track per threadpool thread, a track of frames and one of Node's phases.
std::string to_chrome_trace(const Trace& trace);

// The metrics a person would read: long tasks, each interaction's parts, INP and its
// rating, frames, request times, event-loop delay.
std::string metrics_text(const Trace& trace);
std::string metrics_json(const Trace& trace);

} // namespace evloop::trace
