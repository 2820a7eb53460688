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

// Date.now() at virtual time 0: 2024-01-01T00:00:00Z, fixed so runs are reproducible.
inline constexpr double kEpochAtStartMs = 1704067200000.0;

} // namespace evloop::js
