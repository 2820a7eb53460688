// The numbers of the cost model (cost_model.h says how they are used). Each is a
// measurement of Node 20.20 (V8 11.3) on the project's machine (2 cores, Debian 12):
// the programs of bench/calibration/ and the micro-measurements listed with each
// number. `node bench/calibrate.mjs` re-measures the programs and prints the virtual
// against the real time of each; bench/README.md keeps the last table.
#include "core/js/cost_model.h"
#include "core/js/superinstructions.h"

namespace evloop::js {

// Each number below is in picoseconds unless it counts instructions.
const CpuCosts kCpu = {
    // By instruction class: Simple, Arith, Divide, Property, Call, Allocate.
    .instruction_ps = {
        // Cold: arith_loop's loop run only 0, 10, 100, 1 000 and 3 000 times takes 0.003,
        // 0.03-0.04, 0.06-0.08, 0.06-0.10 and 0.08-0.2 ms (medians of 7, which vary that
        // much from one set of runs to the next): the first ten iterations cost about
        // 30 µs, which 256 instructions at 0.15 µs give.
        { 150000, 150000, 150000, 150000, 150000, 150000 },
        // Interpreted: the same loop costs about 6-12 ns per iteration after its first
        // hundred; a call or an allocation in Ignition takes tens of ns.
        { 600, 800, 2500, 1500, 6000, 12000 },
        // Optimised: fitted to the calibration programs. arith_loop (20 M iterations of
        // `x = (x + i * 7) % 1000003`, 80-86 ms) sets Divide; property_access (5 M
        // iterations of three property reads and writes each, 14 ms) leaves Simple and
        // Property at a few tens of ps: TurboFan keeps locals in registers and folds
        // stack shuffles away; objects_methods (500 000 `new Point(...).length2()`,
        // 12 ms) sets Call.
        { 15, 100, 2500, 50, 3000, 8000 },
    },
    .cold_instructions = 256,
    // The loop above is optimised after 5 000-10 000 iterations (100 000-200 000 of
    // evloop's instructions): between them the total jumps by about 1.3 ms.
    .warmup_instructions = 150'000,
    .tier_up_ps = 1'000'000'000,
    // math_calls: 3 M iterations of Math.sqrt, Math.sin and Math.floor, 154 ms, with
    // math_transcendental_ps for sin (fdlibm's argument reduction for large arguments).
    .native_call_ps = 8'000,
    // regex_lines: the matcher's steps are a small part; the exec itself is not.
    .builtin_step_ps = 2'000,
    // JSON of 20 000 records (1.8 MB): stringify about 5 ns and parse about 11 ns per
    // byte (json_roundtrip, 346 ms for 10 round trips); a 27-byte object costs about
    // 300 ns to stringify and 500 ns to parse.
    .json_stringify_call_ps = 150'000,
    .json_stringify_byte_ps = 5'000,
    .json_parse_call_ps = 250'000,
    .json_parse_byte_ps = 11'000,
    .math_transcendental_ps = 25'000,
    // 1 M `a.push(i % 1000)` take 110 ms, at the top level or in a function (array_sum).
    .array_push_ps = 90'000,
    // String(i) for 20 000 different i: 3.3 ms; for 50 different ones: 1.6 ms.
    .number_to_string_ps = 200'000,
    // string_build: 20 000 `s += 'item' + i + ','`, 19 ms.
    .string_concat_ps = 200'000,
    // sort_comparator: 300 000 numbers with (p, q) => p - q, 166 ms for 5.1 M comparisons.
    .sort_compare_ps = 29'000,
    // regex_lines: 50 000 exec() of a 6-group pattern on 30-character lines, 53 ms.
    .regexp_exec_ps = 900'000,
    // A performance.now() call in a loop of 1 M: about 40 ns.
    .clock_read_ps = 40'000,
    // 200 000 retained object literals: 80 ms; 200 000 retained closures, each with its
    // own context: 150 ms (two cells each); the same objects made and dropped cost a
    // small fraction of that (objects_methods).
    .promote_ps = 350'000,
    // map_counts: 1 M Map get + set on fresh string keys, 61 ms.
    .collection_op_ps = 15'000,
    // sum_loop: 20 M iterations of `sum += i` once sum is past 2^31, 24 ms.
    .double_arith_ps = 700,
    // buffer_codecs: a 1.1 MB Buffer to and from utf8, hex, base64 and latin1 strings,
    // 117 M bytes of the longer sides in 180 ms (alone: base64 0.7 ns a byte, hex 1.5,
    // decoding utf8 6).
    .buffer_byte_ps = 1'500,
};

namespace {
struct OpCostTables {
    uint32_t ps[3][static_cast<size_t>(Op::Count)];
    OpCostTables()
    {
        for (int tier = 0; tier < 3; ++tier)
            for (size_t op = 0; op < static_cast<size_t>(Op::Count); ++op) {
                // A superinstruction costs what the instructions it stands for cost.
                if (is_superinstruction(static_cast<Op>(op))) {
                    const Superinstruction& s = superinstruction(static_cast<Op>(op));
                    ps[tier][op] = 0;
                    for (size_t k = 0; k < s.parts; ++k)
                        ps[tier][op] += kCpu.instruction_ps[tier][static_cast<int>(cost_class(s.part[k]))];
                    continue;
                }
                ps[tier][op] = kCpu.instruction_ps[tier][static_cast<int>(cost_class(static_cast<Op>(op)))];
            }
    }
};
const OpCostTables g_tables;

}

const uint32_t* op_cost_table(int tier)
{
    return g_tables.ps[tier];
}

} // namespace evloop::js
