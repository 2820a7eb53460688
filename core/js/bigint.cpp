// Arbitrary-precision integer arithmetic for BigInt (see bigint.h).
//
// Index:
//   magnitude helpers    add/sub/compare on limb vectors
//   multiplication       schoolbook, Karatsuba above kKaratsubaThreshold limbs
//   division             one-limb division, Knuth's algorithm D (TAOCP vol. 2, §4.3.1)
//   signed operations    add … pow on sign and magnitude
//   bitwise and shifts   two's complement, as the spec's BigIntBitwiseOp describes
//   text                 to_string / parse in radix 2–36
//   doubles              to_double (ties to even), from_double, compare_with_double
#include "core/js/bigint.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

using Limbs = BigInt::Limbs;

BigInt::BigInt(bool negative, Limbs magnitude)
    : m_negative(negative)
    , m_limbs(std::move(magnitude))
{
    normalize();
}

void BigInt::normalize()
{
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
    if (m_limbs.empty())
        m_negative = false;
}

BigInt BigInt::from_uint64(uint64_t v)
{
    return BigInt(false, { static_cast<uint32_t>(v), static_cast<uint32_t>(v >> 32) });
}

BigInt BigInt::from_int64(int64_t v)
{
    uint64_t magnitude = v < 0 ? ~static_cast<uint64_t>(v) + 1 : static_cast<uint64_t>(v);
    return BigInt(v < 0, { static_cast<uint32_t>(magnitude), static_cast<uint32_t>(magnitude >> 32) });
}

uint64_t BigInt::bit_length() const
{
    if (m_limbs.empty())
        return 0;
    uint32_t top = m_limbs.back();
    uint64_t bits = 0;
    while (top) {
        ++bits;
        top >>= 1;
    }
    return (m_limbs.size() - 1) * 32 + bits;
}

uint64_t BigInt::low_uint64() const
{
    uint64_t low = 0;
    if (m_limbs.size() > 0)
        low = m_limbs[0];
    if (m_limbs.size() > 1)
        low |= static_cast<uint64_t>(m_limbs[1]) << 32;
    return m_negative ? ~low + 1 : low;
}

bool BigInt::fits_int64(int64_t& out) const
{
    if (m_limbs.size() > 2)
        return false;
    uint64_t magnitude = 0;
    if (m_limbs.size() > 0)
        magnitude = m_limbs[0];
    if (m_limbs.size() > 1)
        magnitude |= static_cast<uint64_t>(m_limbs[1]) << 32;
    if (!m_negative && magnitude > static_cast<uint64_t>(INT64_MAX))
        return false;
    if (m_negative && magnitude > static_cast<uint64_t>(INT64_MAX) + 1)
        return false;
    out = m_negative ? static_cast<int64_t>(~magnitude + 1) : static_cast<int64_t>(magnitude);
    return true;
}

// --- magnitude helpers -----------------------------------------------------------------

int BigInt::compare_magnitude(const Limbs& a, const Limbs& b)
{
    if (a.size() != b.size())
        return a.size() < b.size() ? -1 : 1;
    for (size_t i = a.size(); i-- > 0;) {
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    }
    return 0;
}

int BigInt::compare(const BigInt& a, const BigInt& b)
{
    if (a.m_negative != b.m_negative)
        return a.m_negative ? -1 : 1;
    int c = compare_magnitude(a.m_limbs, b.m_limbs);
    return a.m_negative ? -c : c;
}

static void trim(Limbs& a)
{
    while (!a.empty() && a.back() == 0)
        a.pop_back();
}

static Limbs magnitude_add(const Limbs& a, const Limbs& b)
{
    const Limbs& longer = a.size() >= b.size() ? a : b;
    const Limbs& shorter = a.size() >= b.size() ? b : a;
    Limbs out(longer.size() + 1);
    uint64_t carry = 0;
    for (size_t i = 0; i < longer.size(); ++i) {
        uint64_t sum = static_cast<uint64_t>(longer[i]) + (i < shorter.size() ? shorter[i] : 0) + carry;
        out[i] = static_cast<uint32_t>(sum);
        carry = sum >> 32;
    }
    out[longer.size()] = static_cast<uint32_t>(carry);
    trim(out);
    return out;
}

// a - b for a >= b.
static Limbs magnitude_subtract(const Limbs& a, const Limbs& b)
{
    Limbs out(a.size());
    int64_t borrow = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        int64_t diff = static_cast<int64_t>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
        borrow = diff < 0 ? 1 : 0;
        out[i] = static_cast<uint32_t>(diff + (borrow << 32));
    }
    trim(out);
    return out;
}

// out[offset…] += value (out is long enough for the result).
static void add_into(Limbs& out, const Limbs& value, size_t offset)
{
    uint64_t carry = 0;
    size_t i = 0;
    for (; i < value.size(); ++i) {
        uint64_t sum = static_cast<uint64_t>(out[offset + i]) + value[i] + carry;
        out[offset + i] = static_cast<uint32_t>(sum);
        carry = sum >> 32;
    }
    for (size_t k = offset + i; carry && k < out.size(); ++k) {
        uint64_t sum = static_cast<uint64_t>(out[k]) + carry;
        out[k] = static_cast<uint32_t>(sum);
        carry = sum >> 32;
    }
}

// --- multiplication ----------------------------------------------------------------

static Limbs multiply_schoolbook(const Limbs& a, const Limbs& b)
{
    if (a.empty() || b.empty())
        return {};
    Limbs out(a.size() + b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        uint64_t carry = 0;
        uint64_t x = a[i];
        if (x == 0)
            continue;
        for (size_t j = 0; j < b.size(); ++j) {
            uint64_t t = x * b[j] + out[i + j] + carry;
            out[i + j] = static_cast<uint32_t>(t);
            carry = t >> 32;
        }
        out[i + b.size()] = static_cast<uint32_t>(carry);
    }
    trim(out);
    return out;
}

static constexpr size_t kKaratsubaThreshold = 48;

static Limbs slice(const Limbs& a, size_t from, size_t to)
{
    from = std::min(from, a.size());
    to = std::min(to, a.size());
    Limbs out(a.begin() + static_cast<std::ptrdiff_t>(from), a.begin() + static_cast<std::ptrdiff_t>(to));
    trim(out);
    return out;
}

// Karatsuba: x·y = z2·B^2m + ((x0+x1)(y0+y1) − z0 − z2)·B^m + z0. The recursion halves the
// longer operand each level, so its depth is the logarithm of the size cap's limb count.
static Limbs multiply_magnitudes(const Limbs& a, const Limbs& b)
{
    size_t shorter = std::min(a.size(), b.size());
    size_t longer = std::max(a.size(), b.size());
    if (shorter < kKaratsubaThreshold)
        return multiply_schoolbook(a, b);
    size_t m = (longer + 1) / 2;
    if (shorter <= m) {
        // Unbalanced: split only the longer one.
        const Limbs& big = a.size() >= b.size() ? a : b;
        const Limbs& small = a.size() >= b.size() ? b : a;
        Limbs low = multiply_magnitudes(slice(big, 0, m), small);
        Limbs high = multiply_magnitudes(slice(big, m, big.size()), small);
        Limbs out(big.size() + small.size() + 1);
        add_into(out, low, 0);
        add_into(out, high, m);
        trim(out);
        return out;
    }
    Limbs x0 = slice(a, 0, m), x1 = slice(a, m, a.size());
    Limbs y0 = slice(b, 0, m), y1 = slice(b, m, b.size());
    Limbs z0 = multiply_magnitudes(x0, y0);
    Limbs z2 = multiply_magnitudes(x1, y1);
    Limbs z1 = multiply_magnitudes(magnitude_add(x0, x1), magnitude_add(y0, y1));
    z1 = magnitude_subtract(magnitude_subtract(z1, z0), z2);
    Limbs out(a.size() + b.size() + 1);
    add_into(out, z0, 0);
    add_into(out, z1, m);
    add_into(out, z2, 2 * m);
    trim(out);
    return out;
}

// --- division ----------------------------------------------------------------------

// a / d in place for one limb d; returns the remainder.
static uint32_t divide_by_limb(Limbs& a, uint32_t d)
{
    uint64_t rem = 0;
    for (size_t i = a.size(); i-- > 0;) {
        uint64_t cur = (rem << 32) | a[i];
        a[i] = static_cast<uint32_t>(cur / d);
        rem = cur % d;
    }
    trim(a);
    return static_cast<uint32_t>(rem);
}

static int leading_zeros(uint32_t x)
{
    int n = 0;
    while (!(x & 0x80000000u)) {
        x <<= 1;
        ++n;
    }
    return n;
}

// Knuth, TAOCP vol. 2, §4.3.1, Algorithm D: u / v for v of at least two limbs.
static void divide_knuth(const Limbs& u, const Limbs& v, Limbs& q, Limbs& r)
{
    size_t n = v.size(), m = u.size() - v.size();
    // D1. Normalize: shift so that v's top limb has its high bit set.
    int s = leading_zeros(v.back());
    Limbs vn(n), un(u.size() + 1);
    for (size_t i = n - 1; i > 0; --i)
        vn[i] = (v[i] << s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(v[i - 1]) >> (32 - s)) : 0);
    vn[0] = v[0] << s;
    un[u.size()] = s ? static_cast<uint32_t>(static_cast<uint64_t>(u.back()) >> (32 - s)) : 0;
    for (size_t i = u.size() - 1; i > 0; --i)
        un[i] = (u[i] << s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(u[i - 1]) >> (32 - s)) : 0);
    un[0] = u[0] << s;
    q.assign(m + 1, 0);
    constexpr uint64_t kBase = uint64_t(1) << 32;
    // D2-D7. One quotient limb per step, from the top.
    for (size_t j = m + 1; j-- > 0;) {
        // D3. Estimate q̂ from the top two limbs, and correct it (at most twice).
        uint64_t numerator = (static_cast<uint64_t>(un[j + n]) << 32) | un[j + n - 1];
        uint64_t qhat = numerator / vn[n - 1];
        uint64_t rhat = numerator % vn[n - 1];
        while (qhat >= kBase || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
            --qhat;
            rhat += vn[n - 1];
            if (rhat >= kBase)
                break;
        }
        // D4. Multiply and subtract.
        int64_t borrow = 0;
        int64_t t = 0;
        for (size_t i = 0; i < n; ++i) {
            uint64_t p = qhat * vn[i];
            t = static_cast<int64_t>(un[i + j]) - borrow - static_cast<int64_t>(p & 0xFFFFFFFFu);
            un[i + j] = static_cast<uint32_t>(t);
            borrow = static_cast<int64_t>(p >> 32) - (t >> 32);
        }
        t = static_cast<int64_t>(un[j + n]) - borrow;
        un[j + n] = static_cast<uint32_t>(t);
        // D5-D6. If it went negative, q̂ was one too big: add v back.
        q[j] = static_cast<uint32_t>(qhat);
        if (t < 0) {
            --q[j];
            uint64_t carry = 0;
            for (size_t i = 0; i < n; ++i) {
                uint64_t sum = static_cast<uint64_t>(un[i + j]) + vn[i] + carry;
                un[i + j] = static_cast<uint32_t>(sum);
                carry = sum >> 32;
            }
            un[j + n] = static_cast<uint32_t>(un[j + n] + carry);
        }
    }
    // D8. Unnormalize the remainder.
    r.assign(n, 0);
    for (size_t i = 0; i < n; ++i)
        r[i] = (un[i] >> s) | (s ? static_cast<uint32_t>(static_cast<uint64_t>(un[i + 1]) << (32 - s)) : 0);
    trim(q);
    trim(r);
}

static void divide_magnitudes(const Limbs& a, const Limbs& b, Limbs& q, Limbs& r)
{
    if (BigInt::compare_magnitude(a, b) < 0) {
        q.clear();
        r = a;
        return;
    }
    if (b.size() == 1) {
        q = a;
        uint32_t rem = divide_by_limb(q, b[0]);
        r.clear();
        if (rem)
            r.push_back(rem);
        return;
    }
    divide_knuth(a, b, q, r);
}

// --- signed operations -----------------------------------------------------------------

BigInt negate(const BigInt& a) { return BigInt(!a.is_negative(), a.limbs()); }

BigInt add(const BigInt& a, const BigInt& b)
{
    if (a.is_negative() == b.is_negative())
        return BigInt(a.is_negative(), magnitude_add(a.limbs(), b.limbs()));
    int c = BigInt::compare_magnitude(a.limbs(), b.limbs());
    if (c == 0)
        return BigInt();
    if (c > 0)
        return BigInt(a.is_negative(), magnitude_subtract(a.limbs(), b.limbs()));
    return BigInt(b.is_negative(), magnitude_subtract(b.limbs(), a.limbs()));
}

BigInt subtract(const BigInt& a, const BigInt& b) { return add(a, negate(b)); }

BigInt multiply(const BigInt& a, const BigInt& b)
{
    return BigInt(a.is_negative() != b.is_negative(), multiply_magnitudes(a.limbs(), b.limbs()));
}

void divide(const BigInt& a, const BigInt& b, BigInt* quotient, BigInt* remainder)
{
    Limbs q, r;
    divide_magnitudes(a.limbs(), b.limbs(), q, r);
    if (quotient)
        *quotient = BigInt(a.is_negative() != b.is_negative(), std::move(q));
    if (remainder)
        *remainder = BigInt(a.is_negative(), std::move(r));
}

BigInt pow(const BigInt& base, uint64_t exponent)
{
    BigInt result = BigInt::from_int64(1);
    BigInt square = base;
    while (exponent) {
        if (exponent & 1)
            result = multiply(result, square);
        exponent >>= 1;
        if (exponent)
            square = multiply(square, square);
    }
    return result;
}

// --- bitwise and shifts ------------------------------------------------------------

// The low `count` limbs of a's two's complement.
static Limbs twos_complement(const BigInt& a, size_t count)
{
    Limbs out(count, 0);
    for (size_t i = 0; i < count && i < a.limbs().size(); ++i)
        out[i] = a.limbs()[i];
    if (a.is_negative()) {
        uint64_t carry = 1;
        for (size_t i = 0; i < count; ++i) {
            uint64_t v = static_cast<uint64_t>(static_cast<uint32_t>(~out[i])) + carry;
            out[i] = static_cast<uint32_t>(v);
            carry = v >> 32;
        }
    }
    return out;
}

// Reads `limbs` as a two's-complement number (its top bit is the sign).
static BigInt from_twos_complement(Limbs limbs)
{
    if (limbs.empty() || !(limbs.back() & 0x80000000u))
        return BigInt(false, std::move(limbs));
    uint64_t carry = 1;
    for (auto& limb : limbs) {
        uint64_t v = static_cast<uint64_t>(static_cast<uint32_t>(~limb)) + carry;
        limb = static_cast<uint32_t>(v);
        carry = v >> 32;
    }
    return BigInt(true, std::move(limbs));
}

template<typename Op>
static BigInt bitwise(const BigInt& a, const BigInt& b, Op op)
{
    size_t count = std::max(a.limb_count(), b.limb_count()) + 1;
    Limbs x = twos_complement(a, count), y = twos_complement(b, count);
    for (size_t i = 0; i < count; ++i)
        x[i] = op(x[i], y[i]);
    return from_twos_complement(std::move(x));
}

BigInt bitwise_not(const BigInt& a) { return subtract(negate(a), BigInt::from_int64(1)); }
BigInt bitwise_and(const BigInt& a, const BigInt& b) { return bitwise(a, b, [](uint32_t x, uint32_t y) { return x & y; }); }
BigInt bitwise_or(const BigInt& a, const BigInt& b) { return bitwise(a, b, [](uint32_t x, uint32_t y) { return x | y; }); }
BigInt bitwise_xor(const BigInt& a, const BigInt& b) { return bitwise(a, b, [](uint32_t x, uint32_t y) { return x ^ y; }); }

BigInt shift_left(const BigInt& a, uint64_t bits)
{
    if (a.is_zero())
        return a;
    size_t limb_shift = static_cast<size_t>(bits / 32);
    unsigned bit_shift = static_cast<unsigned>(bits % 32);
    Limbs out(a.limb_count() + limb_shift + 1, 0);
    for (size_t i = 0; i < a.limb_count(); ++i) {
        uint64_t v = static_cast<uint64_t>(a.limbs()[i]) << bit_shift;
        out[i + limb_shift] |= static_cast<uint32_t>(v);
        out[i + limb_shift + 1] |= static_cast<uint32_t>(v >> 32);
    }
    return BigInt(a.is_negative(), std::move(out));
}

static Limbs magnitude_shift_right(const Limbs& a, uint64_t bits)
{
    if (bits / 32 >= a.size())
        return {};
    size_t limb_shift = static_cast<size_t>(bits / 32);
    unsigned bit_shift = static_cast<unsigned>(bits % 32);
    Limbs out(a.size() - limb_shift);
    for (size_t i = 0; i < out.size(); ++i) {
        uint64_t v = a[i + limb_shift];
        if (i + limb_shift + 1 < a.size())
            v |= static_cast<uint64_t>(a[i + limb_shift + 1]) << 32;
        out[i] = static_cast<uint32_t>(v >> bit_shift);
    }
    trim(out);
    return out;
}

BigInt shift_right(const BigInt& a, uint64_t bits)
{
    if (!a.is_negative())
        return BigInt(false, magnitude_shift_right(a.limbs(), bits));
    // floor(a / 2^bits) = ~(~a >> bits), where ~a = |a| - 1 is not negative.
    BigInt complement = bitwise_not(a);
    return bitwise_not(BigInt(false, magnitude_shift_right(complement.limbs(), bits)));
}

// 21.2.2.2 BigInt.asUintN ( bits, bigint ): ℝ(bigint) modulo 2^bits.
BigInt as_uint_n(uint64_t bits, const BigInt& a)
{
    if (!a.is_negative() && a.bit_length() <= bits)
        return a;
    size_t count = static_cast<size_t>((bits + 31) / 32);
    Limbs limbs = twos_complement(a, count);
    if (bits % 32 && !limbs.empty())
        limbs.back() &= (uint32_t(1) << (bits % 32)) - 1;
    return BigInt(false, std::move(limbs));
}

// 21.2.2.1 BigInt.asIntN ( bits, bigint ): mod = ℝ(bigint) modulo 2^bits; if mod ≥
// 2^(bits-1), mod - 2^bits, else mod.
BigInt as_int_n(uint64_t bits, const BigInt& a)
{
    if (bits == 0)
        return BigInt();
    if (a.bit_length() < bits)
        return a;
    BigInt mod = as_uint_n(bits, a);
    if (mod.bit_length() == bits)
        return subtract(mod, shift_left(BigInt::from_int64(1), bits));
    return mod;
}

// --- text ----------------------------------------------------------------------------

static const char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

// The largest power of `radix` that fits in a limb, and its exponent.
static void limb_power(int radix, uint32_t& power, int& digits)
{
    uint64_t p = static_cast<uint64_t>(radix);
    digits = 1;
    while (p * static_cast<uint64_t>(radix) <= 0xFFFFFFFFu) {
        p *= static_cast<uint64_t>(radix);
        ++digits;
    }
    power = static_cast<uint32_t>(p);
}

std::string to_string(const BigInt& a, int radix)
{
    if (a.is_zero())
        return "0";
    std::string out;
    if ((radix & (radix - 1)) == 0) {
        // A power of two: each digit is a group of bits.
        int bits_per_digit = 0;
        while ((1 << bits_per_digit) < radix)
            ++bits_per_digit;
        uint64_t total = a.bit_length();
        for (uint64_t bit = 0; bit < total; bit += static_cast<uint64_t>(bits_per_digit)) {
            unsigned digit = 0;
            for (int k = 0; k < bits_per_digit; ++k) {
                uint64_t b = bit + static_cast<uint64_t>(k);
                if (b < total && (a.limbs()[b / 32] >> (b % 32)) & 1)
                    digit |= 1u << k;
            }
            out += kDigits[digit];
        }
    } else {
        uint32_t power;
        int chunk_digits;
        limb_power(radix, power, chunk_digits);
        Limbs rest = a.limbs();
        while (!rest.empty()) {
            uint32_t chunk = divide_by_limb(rest, power);
            for (int k = 0; k < chunk_digits; ++k) {
                if (rest.empty() && chunk == 0)
                    break;
                out += kDigits[chunk % static_cast<uint32_t>(radix)];
                chunk /= static_cast<uint32_t>(radix);
            }
        }
    }
    while (out.size() > 1 && out.back() == '0')
        out.pop_back();
    if (a.is_negative())
        out += '-';
    std::reverse(out.begin(), out.end());
    return out;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

std::optional<BigInt> parse(std::string_view digits, int radix)
{
    if (digits.empty())
        return std::nullopt;
    for (char c : digits) {
        if (digit_value(c) >= radix)
            return std::nullopt;
    }
    while (digits.size() > 1 && digits.front() == '0')
        digits.remove_prefix(1);
    uint32_t power;
    int chunk_digits;
    limb_power(radix, power, chunk_digits);
    Limbs out;
    size_t i = 0;
    while (i < digits.size()) {
        // Take up to chunk_digits digits: out = out × radix^k + chunk.
        uint64_t chunk = 0, scale = 1;
        int k = 0;
        for (; k < chunk_digits && i < digits.size(); ++k, ++i) {
            chunk = chunk * static_cast<uint64_t>(radix) + static_cast<uint64_t>(digit_value(digits[i]));
            scale *= static_cast<uint64_t>(radix);
        }
        uint64_t carry = chunk;
        for (auto& limb : out) {
            uint64_t t = static_cast<uint64_t>(limb) * scale + carry;
            limb = static_cast<uint32_t>(t);
            carry = t >> 32;
        }
        if (carry)
            out.push_back(static_cast<uint32_t>(carry));
    }
    return BigInt(false, std::move(out));
}

// --- doubles -------------------------------------------------------------------------

// 6.1.6.2 ℝ → 𝔽: the Number nearest the BigInt's value, ties to even.
double to_double(const BigInt& a)
{
    uint64_t bits = a.bit_length();
    if (bits == 0)
        return 0;
    const Limbs& limbs = a.limbs();
    double magnitude;
    if (bits <= 64) {
        uint64_t v = limbs[0] | (limbs.size() > 1 ? static_cast<uint64_t>(limbs[1]) << 32 : 0);
        magnitude = static_cast<double>(v); // the hardware rounds to nearest, ties to even
    } else if (bits > 1025) {
        magnitude = INFINITY;
    } else {
        // The top 64 bits, with a sticky bit for everything below them, round exactly
        // like the whole number (64 bits keep more than the 53 + guard + round bits).
        uint64_t shift = bits - 64;
        uint64_t top = 0;
        for (int k = 63; k >= 0; --k) {
            uint64_t b = shift + static_cast<uint64_t>(k);
            top = (top << 1) | ((limbs[b / 32] >> (b % 32)) & 1);
        }
        bool sticky = false;
        for (size_t i = 0; i < shift / 32 && !sticky; ++i)
            sticky = limbs[i] != 0;
        if (shift % 32)
            sticky = sticky || (limbs[shift / 32] & ((uint32_t(1) << (shift % 32)) - 1)) != 0;
        if (sticky)
            top |= 1;
        magnitude = std::ldexp(static_cast<double>(top), static_cast<int>(shift));
    }
    return a.is_negative() ? -magnitude : magnitude;
}

BigInt from_double(double d)
{
    if (d == 0 || !std::isfinite(d))
        return BigInt();
    int exponent;
    double fraction = std::frexp(std::fabs(d), &exponent); // |d| = fraction × 2^exponent, fraction in [0.5, 1)
    uint64_t mantissa = static_cast<uint64_t>(std::ldexp(fraction, 53));
    BigInt m = BigInt::from_uint64(mantissa);
    int shift = exponent - 53;
    BigInt magnitude = shift >= 0 ? shift_left(m, static_cast<uint64_t>(shift)) : shift_right(m, static_cast<uint64_t>(-shift));
    return d < 0 ? negate(magnitude) : magnitude;
}

int compare_with_double(const BigInt& a, double d)
{
    if (std::isnan(d))
        return 2;
    if (std::isinf(d))
        return d > 0 ? -1 : 1;
    double floor = std::floor(d);
    int c = BigInt::compare(a, from_double(floor));
    if (c != 0)
        return c;
    return floor == d ? 0 : -1;
}

} // namespace evloop::js
