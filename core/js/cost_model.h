#pragma once
// The cost model: the one place that says how much virtual time things take.
//
// evloop never reads the wall clock. Each executed bytecode instruction advances the
// virtual clock by kInstructionNanoseconds — an interpreter-class CPU running about
// 40 million simple instructions per second — so `while (performance.now() - t < 800) {}`
// reaches 800 ms of virtual time after about 32 million instructions, which evloop runs in
// a fraction of a real second. Host operations (timers, I/O, rendering) add their own
// documented costs in core/loop.
#include <cstdint>

namespace evloop::js {

inline constexpr uint64_t kInstructionNanoseconds = 25;

// Host operations (core/loop), in virtual milliseconds unless the name says otherwise.
// Latencies that a lesson may want to change (disk, network, fetch, process start-up) are
// settings instead (core/loop/settings.h); these are the fixed costs.
namespace cost {
// Browser: "update the rendering" once something changed (a small page; DevTools shows
// about this much for a few elements).
inline constexpr double kStyleMs = 0.25;
inline constexpr double kLayoutMs = 0.35;
inline constexpr double kPaintMs = 0.4;
// Browser: from the end of a frame's paint to the pixels on screen (compositor + GPU).
inline constexpr double kPresentMs = 1.0;
// Browser: a hardware input event reaches the main thread this long after it happened.
inline constexpr double kInputToMainThreadMs = 0.5;
// Node: crypto on one threadpool thread. pbkdf2-sha512 measured at ~0.5 µs per iteration
// (200 000 iterations ≈ 100 ms, semantics.md §3.4); sha256 and sha1 take about half.
inline constexpr double kPbkdf2Sha512NsPerIteration = 500;
inline constexpr double kPbkdf2Sha256NsPerIteration = 250;
inline constexpr double kScryptMs = 40;         // default parameters (N=16384, r=8)
inline constexpr double kRandomBytesNsPerByte = 5;
inline constexpr double kZlibNsPerByte = 20;
inline constexpr double kDnsLookupMs = 2;       // getaddrinfo of a name in /etc/hosts
inline constexpr double kHttpParseMs = 0.05;    // Node: parsing one request or response
} // namespace cost

// Date.now() at virtual time 0: 2024-01-01T00:00:00Z, fixed so runs are reproducible.
inline constexpr double kEpochAtStartMs = 1704067200000.0;

} // namespace evloop::js
