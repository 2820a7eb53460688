#pragma once
// BigInt in the engine: the §6.1.6.2 BigInt:: operations with their JavaScript errors,
// the conversions (§7.1.13 ToBigInt, §7.1.14 StringToBigInt, NumberToBigInt), the size
// cap and the instruction budget. The arithmetic itself is in bigint.h; the BigInt
// constructor and prototype are in builtins_bigint.cpp (which implements this header).
#include "core/js/bytecode.h"
#include "core/js/completion.h"
#include "core/js/value.h"
#include <optional>
#include <string>
#include <string_view>

namespace evloop::js {

class VM;

// SIMPLIFIED: V8 allows BigInts of up to 2^30 bits; evloop stops at 2^20 bits (about
// 315 000 decimal digits), where its quadratic toString and division still take well
// under a second, with the same RangeError "Maximum BigInt size exceeded".
inline constexpr uint64_t kMaxBigIntBits = uint64_t(1) << 20;
// BigInt work done in C++ is charged to the instruction budget and the virtual clock:
// one instruction per this many 32-bit limb operations (a multiply-add of two limbs).
inline constexpr uint64_t kBigIntLimbOpsPerInstruction = 16;

// A BigInt value on the heap (no size check: the operations below check before they work).
Value make_bigint(VM& vm, BigInt value);
// Charges `limb_ops` of work to the budget; stops the program (uncatchably, like an
// endless loop) when the work would not fit in what is left of it. `what` is the operation
// as a program spells it ("**", "toString()"): the stop message names it in any language.
ThrowOr<void> charge_bigint_work(VM& vm, uint64_t limb_ops, const char* what);

// 13.15.3 ApplyStringOrNumericBinaryOperator, the BigInt half: the BigInt:: operation
// for `op` (Add … UShr) on two BigInts, with its RangeErrors and TypeErrors.
ThrowOr<Value> bigint_binary(VM& vm, Op op, const BigInt& x, const BigInt& y);
// 6.1.6.2.1 BigInt::unaryMinus and 6.1.6.2.2 BigInt::bitwiseNOT.
Value bigint_unary_minus(VM& vm, const BigInt& x);
Value bigint_bitwise_not(VM& vm, const BigInt& x);
// ++ / --: x + 1n or x - 1n.
Value bigint_step(VM& vm, const BigInt& x, int delta);
// The TypeError for a Number and a BigInt in one arithmetic operator.
Thrown throw_bigint_mix(VM& vm);

// 7.1.13 ToBigInt ( argument ) https://tc39.es/ecma262/#sec-tobigint
ThrowOr<BigInt> to_bigint(VM& vm, Value v);
// 7.1.14 StringToBigInt ( str ) https://tc39.es/ecma262/#sec-stringtobigint
// nullopt where the spec returns undefined (not a StringIntegerLiteral), and for digits
// of a value past the size cap (then *too_big is set).
std::optional<BigInt> string_to_bigint(std::u16string_view s, bool* too_big = nullptr);
// 21.2.1.1.1 NumberToBigInt ( number ): RangeError unless integral.
ThrowOr<Value> number_to_bigint(VM& vm, double d);
// 6.1.6.2.23 BigInt::toString ( x, radix ), charged to the budget.
ThrowOr<std::string> bigint_to_string(VM& vm, const BigInt& x, int radix = 10);

// IsLessThan for primitives where at least one is a BigInt (7.2.13 steps 3-4 and the
// BigInt cases of step 4.e-l): -1, 0, 1, or 2 for undefined. Strings are parsed with
// StringToBigInt; other primitives go through ToNumeric.
ThrowOr<int> bigint_compare_primitives(VM& vm, Value px, Value py);
// IsLooselyEqual between a BigInt and a Number or String (7.2.14 steps 6-7, 12).
bool bigint_loosely_equals(const BigInt& x, Value y);

} // namespace evloop::js
