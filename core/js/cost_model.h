#pragma once
// The cost model: the one place that says how much virtual time things take.
//
// evloop never reads the wall clock. Each executed bytecode instruction advances the
// virtual CPU clock (VM::cpu_ps(), in picoseconds) by what that kind of instruction costs
// in a real engine, and builtins add the cost of the work they do in C++. The numbers
// come from measurements of Node 20 (V8 11.3) on the project's 2-core machine, made with
// the programs in bench/calibration/ (`node bench/calibrate.mjs` prints virtual against
// real time for each; bench/README.md has the table these numbers were fitted to).
//
// How V8 runs JavaScript, and what the model keeps of it:
// - Cold code is slow: a loop's first few iterations cost microseconds each (its inline
//   caches fill in through the runtime), the next ones about 6 ns each in the interpreter
//   (Ignition), and after some thousands TurboFan compiles it (a main-thread pause of
//   about 1.3 ms for a loop) and it runs at about 4 ns. So each function's first
//   cold_instructions cost the cold price, its next ones up to warmup_instructions the
//   interpreter's, then it pays tier_up_ps once and runs at the optimised costs.
// - Optimised code costs per instruction *kind* (CostClass): stack shuffles, locals and
//   jumps almost nothing (registers), int32 arithmetic a cycle, float arithmetic and
//   division several, property access a little (inline caches), calls and allocation
//   more.
// - What V8 does outside the instruction stream is charged where evloop does it: builtins
//   (JSON per byte, Map and Set operations, sort comparisons, regular expressions, Math's
//   fdlibm functions, push), number-to-string conversions that miss V8's cache, ropes
//   for long concatenations, and the young-generation collector's work for each object
//   that lives through a collection.
// - The hosts' own JavaScript (the DOM, Node's modules: VM::run_internal) stands in for
//   the C++ and snapshot code of the real platform: it runs at optimised costs from its
//   first instruction and never pays for a tier-up.
// Host operations (timers, I/O, rendering) add their own documented costs in core/loop.
#include <cstdint>

#include "core/js/bytecode.h"

namespace evloop::js {

// What an instruction costs, by kind (cost_class() sorts the opcodes).
enum class CostClass : uint8_t {
    Simple,   // constants, locals, stack shuffles, jumps, comparisons, scopes
    Arith,    // + - * and the bitwise operators on numbers
    Divide,   // / % **
    Property, // named and indexed reads and writes, globals, fields
    Call,     // calls, constructs, returns, iterator steps
    Allocate, // new objects, arrays, closures, arguments, template strings
    Count
};

constexpr CostClass cost_class(Op op)
{
    switch (op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::BitAnd: case Op::BitOr: case Op::BitXor:
    case Op::Shl: case Op::Shr: case Op::UShr: case Op::Neg: case Op::BitNot:
        return CostClass::Arith;
    case Op::Div: case Op::Mod: case Op::Exp:
        return CostClass::Divide;
    case Op::GetProp: case Op::SetProp: case Op::GetElem: case Op::SetElem: case Op::GetGlobal:
    case Op::SetGlobal: case Op::TypeofGlobal: case Op::DefineField: case Op::DefineFieldComputed:
    case Op::ArrayPush: case Op::In: case Op::InstanceOf: case Op::GetPrivate: case Op::SetPrivate:
    case Op::PrivateIn: case Op::GetSuperProp: case Op::SetSuperProp: case Op::DeleteProp: case Op::DeleteElem:
        return CostClass::Property;
    case Op::Call: case Op::CallSpread: case Op::New: case Op::NewSpread: case Op::SuperCall:
    case Op::SuperCallSpread: case Op::Return: case Op::GetIterator: case Op::IteratorNext:
    case Op::IteratorValue: case Op::IteratorClose: case Op::IteratorRest: case Op::Await: case Op::Yield:
    case Op::YieldDelegate: case Op::DelegateCall: case Op::GetAsyncIterator: case Op::IteratorCall:
        return CostClass::Call;
    case Op::NewObject: case Op::NewArray: case Op::MakeClosure: case Op::MakeClass: case Op::CreateArguments:
    case Op::RestArgs: case Op::NewRegExp: case Op::ToString: case Op::ArraySpread: case Op::CopyDataProperties:
    case Op::CopyRest: case Op::DefineMethod: case Op::DefineMethodComputed: case Op::ForInKeys:
        return CostClass::Allocate;
    default:
        return CostClass::Simple;
    }
}

// The CPU costs, in picoseconds. The numbers and the measurements behind each of them
// are in cost_model.cpp.
struct CpuCosts {
    // Per instruction class, in each tier: [0] cold (a function's first instructions, its
    // inline caches still empty), [1] interpreted, [2] optimised.
    uint32_t instruction_ps[3][static_cast<int>(CostClass::Count)];
    uint32_t cold_instructions;   // a function's first instructions at the cold costs
    uint32_t warmup_instructions; // ... and its first ones before it is optimised
    uint64_t tier_up_ps;          // optimising a function, once
    uint64_t native_call_ps;      // a call into a builtin, on top of the Call instruction
    uint64_t builtin_step_ps;     // a step C++ counts as an instruction (regex, BigInt)
    uint64_t json_stringify_call_ps, json_stringify_byte_ps;
    uint64_t json_parse_call_ps, json_parse_byte_ps;
    uint64_t math_transcendental_ps; // Math.sin, exp, log, pow ... (fdlibm)
    uint64_t array_push_ps;          // Array.prototype.push: growing the elements
    uint64_t number_to_string_ps;    // a number turned into a string (V8's cache missed)
    uint64_t string_concat_ps;       // + or += making a rope (a result of 13 code units or more)
    uint64_t sort_compare_ps;        // one comparison of Array.prototype.sort (TimSort)
    uint64_t regexp_exec_ps;         // one RegExpBuiltinExec: the match and its result
    uint64_t clock_read_ps;          // performance.now(), Date.now(), new Date()
    uint64_t promote_ps;             // a heap cell that outlived its first collection
    uint64_t collection_op_ps;       // Map/Set get, set, has, add, delete (hashing the key)
    uint64_t double_arith_ps;        // + - * whose result is no int32: a dependent float operation
    uint64_t buffer_byte_ps;         // Node's Buffer encodings (utf8, hex, base64, ...), per byte
};
// From the kSpinStreak-th clock read in a row that each come within kSpinInstructions of
// the previous one, the reads are a busy-wait loop's (`while (performance.now() - t < 800)
// {}`). SIMPLIFIED: such an iteration is charged kSpinFactor times, so the loop reaches
// its deadline at the same virtual time in 1/kSpinFactor of the iterations (how many
// times a real engine spins is never deterministic, so no program can print it).
inline constexpr uint64_t kSpinInstructions = 64;
inline constexpr uint32_t kSpinStreak = 8; // reads in a row before a loop counts as a busy wait
inline constexpr uint64_t kSpinFactor = 16;
// The costs in force (cost_model.cpp).
extern const CpuCosts kCpu;

// kCpu.instruction_ps spread over the opcodes, per tier.
const uint32_t* op_cost_table(int tier);
// A new function's code starts cold, then runs interpreted (VM::next_tier()); the
// hosts' own code runs optimised from the start (see the top of this file).
inline void start_cold(FunctionCode& code)
{
    code.op_costs = op_cost_table(0);
    code.warmup_left = kCpu.cold_instructions;
}
inline void start_interpreted(FunctionCode& code)
{
    code.op_costs = op_cost_table(1);
    code.warmup_left = kCpu.warmup_instructions - kCpu.cold_instructions;
}
inline void start_optimised(FunctionCode& code)
{
    code.op_costs = op_cost_table(2);
    code.warmup_left = 0;
}

// Host operations (core/loop), in virtual milliseconds unless the name says otherwise.
// Latencies that a lesson may want to change (disk, network, fetch, process start-up) are
// settings instead (core/loop/settings.h); these are the fixed costs.
namespace cost {
// Running one job of the microtask queue, or one nextTick callback, on top of its own
// instructions: 100 000 jobs that each queue the next take, in Node 20, about 100 ms as
// nextTicks and 150-280 ms with queueMicrotask (each wrapped in an AsyncResource), and in
// Chromium 156 (headless, no DevTools attached) 170-240 ms as a chain of `.then` and
// 320-500 ms with queueMicrotask.
inline constexpr double kNodeMicrotaskMs = 0.0012;
inline constexpr double kNodeTickMs = 0.0009;
inline constexpr double kBrowserMicrotaskMs = 0.0015;
// Node's timers and immediates, on top of the binding's own instructions (measured in Node
// 20 on this machine, bench/calibration/immediate_chain and timers_batch): setTimeout
// makes a Timeout and links it into its list (20 000 calls: 41-62 ms in all); setImmediate
// queues an Immediate; listOnTimeout or processImmediate runs each callback (20 000 due
// timers: 20-25 ms); every turn of the loop polls the kernel once (a chain of 20 000
// immediates, one per turn: 71-83 ms; the same 20 000 queued at once: 47-57 ms).
inline constexpr double kNodeTimerCreateMs = 0.001;
inline constexpr double kNodeImmediateCreateMs = 0.0004;
inline constexpr double kNodeCallbackMs = 0.0009;
inline constexpr double kNodeLoopTurnMs = 0.0023;
// Node's output: one write(2) per process.stdout.write or console line, to a pipe or a
// file alike (5 000 short process.stdout.write calls: 46-49 ms), and console's formatting
// of its arguments on top (5 000 console.log('order', i, 'shipped'): 65-102 ms).
// SIMPLIFIED: an object argument's util.inspect costs no more than a string.
inline constexpr double kNodeWriteMs = 0.009;
inline constexpr double kNodeConsoleFormatMs = 0.005;
// Node: worker_threads, medians of `node bench/workers/measure.mjs` (Node 20.20.2 on this
// 2-core machine, idle; 5 runs of 21 repetitions; bench/workers/README.md): `new Worker()`
// blocks its caller 0.24 ms (2.16 ms for a process's first worker); from there to the
// worker's script and 'online', 15.8 ms (a .cjs file 15.7); a small message one way
// 0.006 ms back to back and 0.19 ms when it wakes an idle thread (evloop: 0.045); a
// worker's process.exit() to the parent's 'exit' 0.81 ms; terminate() to 'exit' 0.9 ms
// (1.36 for a worker in a loop); a worker's console.log reaches the parent's stdout
// before the handler of a message posted after it. SIMPLIFIED: a message costs the same
// whatever its size (a 10 000-field object: 1.5 ms to post, 2.3 ms to read).
inline constexpr double kNodeWorkerCreateMs = 0.24;
inline constexpr double kNodeFirstWorkerCreateMs = 2.16;
inline constexpr double kNodeWorkerStartMs = 15.6;
inline constexpr double kNodeWorkerMessageMs = 0.045;
inline constexpr double kNodeWorkerExitMs = 0.8;
inline constexpr double kNodeWorkerTerminateMs = 0.1;
inline constexpr double kNodeWorkerStdioMs = 0.034;
// Browser: dedicated Web Workers, medians of `node bench/workers/measure-browser.mjs
// --reps 15` (headless Chromium 156 on this 2-core machine; its clocks have 0.1 ms steps
// without cross-origin isolation): `new Worker()` blocks the page 0.4 ms; from there to
// the worker's first statement 15.6 ms (10.3-35 ms); a message round trip back to back
// 0.043 ms, one way to an idle worker about 0.1 ms (evloop: 0.05 either way);
// terminate() returns at once (evloop: the worker stops 0.1 ms later).
inline constexpr double kBrowserWorkerCreateMs = 0.4;
inline constexpr double kBrowserWorkerStartMs = 15.6;
inline constexpr double kBrowserWorkerMessageMs = 0.05;
inline constexpr double kBrowserWorkerTerminateMs = 0.1;
// A thread blocked in Atomics.wait runs again this long after another's Atomics.notify
// (bench/workers/measure.mjs: 0.0045 ms).
inline constexpr double kAtomicsWakeMs = 0.0045;
// Browser: "update the rendering" once something changed (a small page; DevTools shows
// about this much for a few elements).
inline constexpr double kStyleMs = 0.25;
inline constexpr double kLayoutMs = 0.35;
inline constexpr double kPaintMs = 0.4;
// Browser: from the end of a frame's paint to the pixels on screen (compositor + GPU).
inline constexpr double kPresentMs = 1.0;
// Browser: a hardware input event reaches the main thread this long after it happened.
inline constexpr double kInputToMainThreadMs = 0.5;
// Node: crypto on one threadpool thread with a core of its own. pbkdf2-sha512 measured at
// ~0.5 µs per iteration: 200 000 iterations took 99-108 ms (the fastest runs of
// `bench/threadpool/measure.sh 5`, Node 20.20.2 on this 2-core machine); sha256 and sha1
// take about half. Jobs that compute at once share the `cores` setting (semantics.md
// §3.4): on the 2 cores, four such jobs on the pool of 4 took 209-219 ms, and six came
// in two waves, at about 220 and 320 ms; evloop with cores=2 gives 200 and 300.
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
