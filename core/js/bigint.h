#pragma once
// Arbitrary-precision integers for the BigInt type (ECMA-262 §6.1.6.2), evloop's own:
// sign and magnitude, the magnitude in 32-bit limbs, least significant first, with no
// leading zero limbs (zero has no limbs and is never negative).
//
// This file is pure arithmetic, with no VM: the JavaScript semantics (errors, the size
// cap, charging the instruction budget) are in bigint_ops.h / builtins_bigint.cpp.
//
// Index:
//   BigInt               the value type: construction, comparison, queries
//   add … pow            arithmetic (schoolbook, Karatsuba above a threshold, Knuth D)
//   bitwise_*, shift_*   two's-complement bitwise operations and shifts
//   as_int_n/as_uint_n   BigInt.asIntN / asUintN
//   to_string, parse     radix 2–36 text
//   to_double, from_double, compare_with_double   Number conversions (exact rounding)
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace evloop::js {

class BigInt {
public:
    using Limbs = std::vector<uint32_t>;

    BigInt() = default;
    BigInt(bool negative, Limbs magnitude);
    static BigInt from_int64(int64_t v);
    static BigInt from_uint64(uint64_t v);

    bool is_zero() const { return m_limbs.empty(); }
    bool is_negative() const { return m_negative; }
    const Limbs& limbs() const { return m_limbs; }
    size_t limb_count() const { return m_limbs.size(); }
    // Bits in the magnitude (0 for zero): 255n → 8.
    uint64_t bit_length() const;
    // The value modulo 2^64, as two's complement (BigInt64Array stores this).
    uint64_t low_uint64() const;
    // Does the value fit in an int64_t? Sets `out`.
    bool fits_int64(int64_t& out) const;

    // -1, 0 or 1.
    static int compare(const BigInt& a, const BigInt& b);
    static int compare_magnitude(const Limbs& a, const Limbs& b);
    bool operator==(const BigInt& other) const { return m_negative == other.m_negative && m_limbs == other.m_limbs; }

private:
    void normalize();
    bool m_negative = false;
    Limbs m_limbs;
};

BigInt negate(const BigInt& a);
BigInt add(const BigInt& a, const BigInt& b);
BigInt subtract(const BigInt& a, const BigInt& b);
BigInt multiply(const BigInt& a, const BigInt& b);
// Truncating division (toward zero), as BigInt::divide and BigInt::remainder: the
// remainder has the sign of the dividend. `b` must not be zero.
void divide(const BigInt& a, const BigInt& b, BigInt* quotient, BigInt* remainder);
// a ** e by squaring; the caller bounds the size of the result.
BigInt pow(const BigInt& base, uint64_t exponent);

// Bitwise operations on the infinite two's-complement representation (§6.1.6.2.20 BigIntBitwiseOp).
BigInt bitwise_not(const BigInt& a); // -a - 1
BigInt bitwise_and(const BigInt& a, const BigInt& b);
BigInt bitwise_or(const BigInt& a, const BigInt& b);
BigInt bitwise_xor(const BigInt& a, const BigInt& b);
// a × 2^bits, and floor(a / 2^bits) (rounds toward -∞ like the spec's >>).
BigInt shift_left(const BigInt& a, uint64_t bits);
BigInt shift_right(const BigInt& a, uint64_t bits);

// a modulo 2^bits (asUintN), and the same read as a signed bits-wide number (asIntN).
// The caller bounds `bits` (a negative a makes a result of about `bits` bits).
BigInt as_uint_n(uint64_t bits, const BigInt& a);
BigInt as_int_n(uint64_t bits, const BigInt& a);

// Digits in radix 2–36, lower case, with a leading '-' when negative.
std::string to_string(const BigInt& a, int radix = 10);
// Digits only (no sign, no prefix, no separators), radix 2–36; nullopt if a character
// is not a digit of the radix or the text is empty.
std::optional<BigInt> parse(std::string_view digits, int radix);

// The Number nearest to a, ties to even (±Infinity past the double range).
double to_double(const BigInt& a);
// An integral finite double, exactly.
BigInt from_double(double d);
// Compares a with a Number: -1, 0, 1, or 2 when d is NaN (undefined in IsLessThan).
int compare_with_double(const BigInt& a, double d);

} // namespace evloop::js
