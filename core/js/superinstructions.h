#pragma once
// Superinstructions: one dispatch for a run of ordinary instructions the compiler emits
// together again and again (`i++;`, `i < n` and its jump, `obj.method` before a call).
//
// The compiler never emits them. FunctionCode::finish() writes a superinstruction's
// opcode over the first opcode of such a run and leaves the run's other words in place,
// so that every offset keeps its meaning: jump targets, exception handlers, source ranges,
// statement starts and paused frames all still point at ordinary instructions, and
// disassemble() shows the run as written. The interpreter (interpreter.cpp, run_frame)
// executes the whole run at once when nothing can tell the difference: the instruction
// count, the virtual CPU time (the sum of the run's costs in the function's tier) and
// every check the loop makes before an instruction come out exactly as if the run had
// been executed one instruction at a time. Otherwise it executes the first instruction
// alone and goes on from the second, which is still there.
//
// A run never spans a statement start (the stepper stops there) and only its last
// instruction may run JavaScript code (a getter, a call), so nothing observes the run
// half done. See Ertl and Gregg, "Optimizing indirect branch prediction accuracy in
// virtual machine interpreters" (PLDI 2003), on superinstructions.
#include "core/js/bytecode.h"
#include <cstdint>
#include <iterator>
#include <vector>

namespace evloop::js {

inline constexpr Op kFirstSuperinstruction = Op::IncLocalVoid;
inline constexpr bool is_superinstruction(Op op) { return op >= kFirstSuperinstruction && op < Op::Count; }

struct Superinstruction {
    Op op;
    uint8_t parts;  // how many ordinary instructions it stands for
    Op part[7];     // the run as the cost model sees it: where a part may be one of several
                    // ops (Add, Sub or Mul), the one listed stands for its cost class, and
                    // the pass only fuses ops of that class
    uint8_t length = 0; // the run's words: the code after it starts at pc + length
};

namespace detail {
inline constexpr Superinstruction kRuns[] = {
    { Op::IncLocalVoid, 7, { Op::GetLocal, Op::ToNumeric, Op::Dup, Op::Inc, Op::SetLocal, Op::Pop, Op::Pop } },
    { Op::DecLocalVoid, 7, { Op::GetLocal, Op::ToNumeric, Op::Dup, Op::Dec, Op::SetLocal, Op::Pop, Op::Pop } },
    { Op::IncLocalPreVoid, 5, { Op::GetLocal, Op::ToNumeric, Op::Inc, Op::SetLocal, Op::Pop } },
    { Op::DecLocalPreVoid, 5, { Op::GetLocal, Op::ToNumeric, Op::Dec, Op::SetLocal, Op::Pop } },
    { Op::SetLocalPop, 2, { Op::SetLocal, Op::Pop } },
    { Op::GetLocal2, 2, { Op::GetLocal, Op::GetLocal } },
    { Op::ConstArith, 2, { Op::LoadConst, Op::Add } },
    { Op::ConstDivide, 2, { Op::LoadConst, Op::Div } },
    { Op::ConstCompare, 2, { Op::LoadConst, Op::Lt } },
    { Op::LocalArith, 2, { Op::GetLocal, Op::Add } },
    { Op::LocalDivide, 2, { Op::GetLocal, Op::Div } },
    { Op::LocalCompare, 2, { Op::GetLocal, Op::Lt } },
    { Op::LtJump, 2, { Op::Lt, Op::JumpIfFalse } },
    { Op::GtJump, 2, { Op::Gt, Op::JumpIfFalse } },
    { Op::LeJump, 2, { Op::Le, Op::JumpIfFalse } },
    { Op::GeJump, 2, { Op::Ge, Op::JumpIfFalse } },
    { Op::StrictEqJump, 2, { Op::StrictEq, Op::JumpIfFalse } },
    { Op::StrictNeJump, 2, { Op::StrictNe, Op::JumpIfFalse } },
    { Op::ConstCompareJump, 3, { Op::LoadConst, Op::Lt, Op::JumpIfFalse } },
    { Op::LocalCompareJump, 3, { Op::GetLocal, Op::Lt, Op::JumpIfFalse } },
    { Op::GetArgInit, 2, { Op::GetArg, Op::InitLocal } },
    { Op::CalleeInit, 2, { Op::LoadCallee, Op::InitLocal } },
    { Op::GetMethod, 3, { Op::Dup, Op::GetProp, Op::Swap } },
    { Op::GetLocalMethod, 4, { Op::GetLocal, Op::Dup, Op::GetProp, Op::Swap } },
    { Op::GetGlobalMethod, 4, { Op::GetGlobal, Op::Dup, Op::GetProp, Op::Swap } },
    { Op::LocalThenProp, 2, { Op::GetLocal, Op::GetProp } },
    { Op::ThisThenProp, 2, { Op::LoadThis, Op::GetProp } },
    { Op::LocalThenElem, 2, { Op::GetLocal, Op::GetElem } },
    { Op::LocalThenSetProp, 2, { Op::GetLocal, Op::SetProp } },
    { Op::ConstThenSetProp, 2, { Op::LoadConst, Op::SetProp } },
    { Op::ConstThenCall, 2, { Op::LoadConst, Op::Call } },
    { Op::LocalThenCall, 2, { Op::GetLocal, Op::Call } },
    { Op::SwapThenCall, 2, { Op::Swap, Op::Call } },
    { Op::UndefinedThenReturn, 2, { Op::LoadUndefined, Op::Return } },
    { Op::LocalThenReturn, 2, { Op::GetLocal, Op::Return } },
};
inline constexpr size_t kCount = static_cast<size_t>(Op::Count) - static_cast<size_t>(kFirstSuperinstruction);
static_assert(std::size(kRuns) == kCount, "one run per superinstruction in opcodes.def");
struct Table {
    Superinstruction by_op[kCount] {};
    constexpr Table()
    {
        for (size_t i = 0; i < kCount; ++i) {
            by_op[i] = kRuns[i];
            for (size_t k = 0; k < kRuns[i].parts; ++k)
                by_op[i].length += static_cast<uint8_t>(1 + kOpInfo[static_cast<size_t>(kRuns[i].part[k])].operands);
        }
    }
    constexpr bool in_order() const
    {
        for (size_t i = 0; i < kCount; ++i)
            if (static_cast<size_t>(kRuns[i].op) != static_cast<size_t>(kFirstSuperinstruction) + i
                || kOpInfo[static_cast<size_t>(kRuns[i].op)].operands != kOpInfo[static_cast<size_t>(kRuns[i].part[0])].operands)
                return false;
        return true;
    }
};
inline constexpr Table kTable;
static_assert(kTable.in_order(), "kRuns lists the superinstructions in opcodes.def's order, each with its first part's operands");
} // namespace detail

namespace detail {
// How many instructions each opcode stands for: 1, or a superinstruction's parts.
struct PartsTable {
    uint8_t by_op[static_cast<size_t>(Op::Count)] {};
    constexpr PartsTable()
    {
        for (size_t i = 0; i < static_cast<size_t>(Op::Count); ++i)
            by_op[i] = i >= static_cast<size_t>(kFirstSuperinstruction) ? kRuns[i - static_cast<size_t>(kFirstSuperinstruction)].parts : 1;
    }
};
inline constexpr PartsTable kParts;
} // namespace detail
inline uint32_t run_parts(Op op) { return detail::kParts.by_op[static_cast<size_t>(op)]; }

inline const Superinstruction& superinstruction(Op op)
{
    return detail::kTable.by_op[static_cast<size_t>(op) - static_cast<size_t>(kFirstSuperinstruction)];
}
// The ordinary instruction a superinstruction's first word stood for.
inline Op first_part(Op op) { return is_superinstruction(op) ? superinstruction(op).part[0] : op; }

// Writes superinstructions over the runs of `code` that one stands for; `statement_starts`
// marks the offsets where a statement's code starts (1), which no run may contain past
// its first instruction.
void fuse_superinstructions(FunctionCode& code, const std::vector<uint8_t>& statement_starts);

} // namespace evloop::js
