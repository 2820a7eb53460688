// Superinstructions (superinstructions.h, which holds the table of runs): the pass that
// finds the runs in a finished function's code.
#include "core/js/superinstructions.h"
#include "core/js/cost_model.h"
#include "core/util/verify.h"

namespace evloop::js {

namespace {

bool is_arith(Op op) { return op == Op::Add || op == Op::Sub || op == Op::Mul; }
bool is_divide(Op op) { return op == Op::Div || op == Op::Mod; }
bool is_compare(Op op)
{
    return op == Op::Lt || op == Op::Gt || op == Op::Le || op == Op::Ge || op == Op::Eq || op == Op::Ne || op == Op::StrictEq
        || op == Op::StrictNe;
}

// The superinstruction for the run starting at `pc`, or Op::Count. `at(i)` is the run's
// i-th ordinary op (Op::Count past the end or past a statement start).
template<typename At, typename Word>
Op match(At at, Word word)
{
    Op o0 = at(0), o1 = at(1), o2 = at(2), o3 = at(3);
    switch (o0) {
    case Op::GetLocal: {
        // GetLocal a b at words 1-2; the next instruction at word 3.
        if (o1 == Op::ToNumeric && (o2 == Op::Inc || o2 == Op::Dec) && at(3) == Op::SetLocal && at(4) == Op::Pop
            && word(6) == word(1) && word(7) == word(2)) // ++i / --i: SetLocal at 5
            return o2 == Op::Inc ? Op::IncLocalPreVoid : Op::DecLocalPreVoid;
        if (o1 == Op::ToNumeric && o2 == Op::Dup && (o3 == Op::Inc || o3 == Op::Dec) && at(4) == Op::SetLocal && at(5) == Op::Pop
            && at(6) == Op::Pop && word(7) == word(1) && word(8) == word(2)) // i++ / i--: SetLocal at 6
            return o3 == Op::Inc ? Op::IncLocalVoid : Op::DecLocalVoid;
        if (is_compare(o1) && o2 == Op::JumpIfFalse)
            return Op::LocalCompareJump;
        if (o1 == Op::Dup && o2 == Op::GetProp && o3 == Op::Swap)
            return Op::GetLocalMethod;
        if (is_arith(o1))
            return Op::LocalArith;
        if (is_divide(o1))
            return Op::LocalDivide;
        if (is_compare(o1))
            return Op::LocalCompare;
        if (o1 == Op::GetLocal)
            return Op::GetLocal2;
        if (o1 == Op::GetProp)
            return Op::LocalThenProp;
        if (o1 == Op::GetElem)
            return Op::LocalThenElem;
        if (o1 == Op::SetProp)
            return Op::LocalThenSetProp;
        if (o1 == Op::Call)
            return Op::LocalThenCall;
        if (o1 == Op::Return)
            return Op::LocalThenReturn;
        return Op::Count;
    }
    case Op::LoadConst:
        if (is_compare(o1) && o2 == Op::JumpIfFalse)
            return Op::ConstCompareJump;
        if (is_arith(o1))
            return Op::ConstArith;
        if (is_divide(o1))
            return Op::ConstDivide;
        if (is_compare(o1))
            return Op::ConstCompare;
        if (o1 == Op::SetProp)
            return Op::ConstThenSetProp;
        if (o1 == Op::Call)
            return Op::ConstThenCall;
        return Op::Count;
    case Op::SetLocal: return o1 == Op::Pop ? Op::SetLocalPop : Op::Count;
    case Op::GetArg: return o1 == Op::InitLocal ? Op::GetArgInit : Op::Count;
    case Op::LoadCallee: return o1 == Op::InitLocal ? Op::CalleeInit : Op::Count;
    case Op::Dup: return o1 == Op::GetProp && o2 == Op::Swap ? Op::GetMethod : Op::Count;
    case Op::GetGlobal: return o1 == Op::Dup && o2 == Op::GetProp && o3 == Op::Swap ? Op::GetGlobalMethod : Op::Count;
    case Op::LoadThis: return o1 == Op::GetProp ? Op::ThisThenProp : Op::Count;
    case Op::Swap: return o1 == Op::Call ? Op::SwapThenCall : Op::Count;
    case Op::LoadUndefined: return o1 == Op::Return ? Op::UndefinedThenReturn : Op::Count;
    default:
        if (o1 != Op::JumpIfFalse)
            return Op::Count;
        switch (o0) {
        case Op::Lt: return Op::LtJump;
        case Op::Gt: return Op::GtJump;
        case Op::Le: return Op::LeJump;
        case Op::Ge: return Op::GeJump;
        case Op::StrictEq: return Op::StrictEqJump;
        case Op::StrictNe: return Op::StrictNeJump;
        default: return Op::Count;
        }
    }
}

} // namespace

void fuse_superinstructions(FunctionCode& code, const std::vector<uint8_t>& statement_starts)
{
    std::vector<uint32_t>& words = code.code;
    // The start of each instruction, in order (the runs are read from these).
    std::vector<uint32_t> starts;
    for (uint32_t pc = 0; pc < words.size(); pc += 1 + static_cast<uint32_t>(op_info(static_cast<Op>(words[pc])).operands)) {
        VERIFY(!is_superinstruction(static_cast<Op>(words[pc])) && "a function's code is finished once");
        starts.push_back(pc);
    }
    size_t i = 0;
    while (i < starts.size()) {
        uint32_t pc = starts[i];
        auto at = [&](size_t k) {
            if (i + k >= starts.size() || (k > 0 && statement_starts[starts[i + k]]))
                return Op::Count;
            return static_cast<Op>(words[starts[i + k]]);
        };
        auto word = [&](size_t k) { return pc + k < words.size() ? words[pc + k] : UINT32_MAX; };
        Op fused = match(at, word);
        if (fused == Op::Count) {
            ++i;
            continue;
        }
        const Superinstruction& s = superinstruction(fused);
        // Every part costs what the table says (the cost model sums them).
        bool same_costs = true;
        for (size_t k = 0; k < s.parts; ++k)
            same_costs &= cost_class(at(k)) == cost_class(s.part[k]);
        if (!same_costs) {
            ++i;
            continue;
        }
        words[pc] = static_cast<uint32_t>(fused);
        i += s.parts; // runs do not overlap: a run's later words stay ordinary instructions
    }
}

} // namespace evloop::js
