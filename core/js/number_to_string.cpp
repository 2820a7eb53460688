// Numbers as text, exactly as V8 writes them (number_to_string.h lists what is here).
//
//   7.1.12.1 Number::toString ( x ), radix 10   the shortest digits that read back as x, found
//                                               by printing with more and more precision (no
//                                               floating-point to_chars: Emscripten's libc++
//                                               lacks it)
//   Number::toString ( x, radix ), other radixes V8's DoubleToRadixCString
//                                               (src/numbers/conversions.cc)
//   toFixed / toExponential / toPrecision        the exact decimal expansion of the binary
//                                               value (a base-10^9 bignum), rounded half up:
//                                               the spec's "if there are two such n, pick
//                                               the larger n"
#include "core/js/number_to_string.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace evloop::js {

// --- 7.1.12.1 Number::toString ( x ) ------------------------------------------------------------

ShortestDecimal shortest_decimal(double d)
{
    // Integers below 2^53 are exact: print them directly.
    if (d < 9007199254740992.0 && d == std::floor(d)) {
        std::string digits = std::to_string(static_cast<uint64_t>(d));
        int exponent = static_cast<int>(digits.size()) - 1;
        while (digits.size() > 1 && digits.back() == '0')
            digits.pop_back();
        return { digits, exponent };
    }
    // Otherwise the first precision whose correctly rounded output reads back as `d`:
    // the shortest digits, and the closest among them.
    char buf[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*e", precision - 1, d);
        if (std::strtod(buf, nullptr) == d || precision == 17)
            break;
    }
    std::string sci(buf);
    size_t e_pos = sci.find('e');
    std::string digits;
    for (size_t i = 0; i < e_pos; ++i)
        if (sci[i] != '.')
            digits += sci[i];
    while (digits.size() > 1 && digits.back() == '0')
        digits.pop_back();
    return { digits, std::atoi(sci.c_str() + e_pos + 1) };
}

std::string number_to_string(double d)
{
    // 1. If x is NaN, return "NaN". 2. If x is +0 or -0, return "0". 4. If x is +inf, return "Infinity".
    if (std::isnan(d))
        return "NaN";
    if (d == 0)
        return "0";
    if (std::isinf(d))
        return d < 0 ? "-Infinity" : "Infinity";
    // 3. If x < 0, return "-" + Number::toString(-x).
    if (d < 0)
        return "-" + number_to_string(-d);
    // 5. Let n, k, and s be integers such that k >= 1, 10^(k-1) <= s < 10^k, s × 10^(n-k) is x,
    //    and k is as small as possible: the shortest round-tripping digits.
    ShortestDecimal shortest = shortest_decimal(d);
    std::string& digits = shortest.digits;
    int exponent = shortest.exponent;
    int k = static_cast<int>(digits.size());
    int n = exponent + 1;
    // 6. If k <= n <= 21: the digits followed by n-k zeros.
    if (k <= n && n <= 21)
        return digits + std::string(static_cast<size_t>(n - k), '0');
    // 7. If 0 < n <= 21: the first n digits, ".", the remaining k-n digits.
    if (0 < n && n <= 21)
        return digits.substr(0, static_cast<size_t>(n)) + "." + digits.substr(static_cast<size_t>(n));
    // 8. If -6 < n <= 0: "0." followed by -n zeros and the digits.
    if (-6 < n && n <= 0)
        return "0." + std::string(static_cast<size_t>(-n), '0') + digits;
    // 9-10. Otherwise exponential notation: d[.ddd]e±(n-1).
    std::string exp = (n - 1 >= 0 ? "+" : "-") + std::to_string(std::abs(n - 1));
    if (k == 1)
        return digits + "e" + exp;
    return digits.substr(0, 1) + "." + digits.substr(1) + "e" + exp;
}

// --- Number::toString ( x, radix ) --------------------------------------------------------------

// V8's DoubleToRadixCString (src/numbers/conversions.cc): integer digits exactly, fraction
// digits until they uniquely identify the double.
std::string double_to_radix_string(double value, int radix)
{
    static constexpr char chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    // Integer part grows leftwards from the middle, fraction rightwards.
    constexpr int kBufferSize = 2200;
    char buffer[kBufferSize];
    int integer_cursor = kBufferSize / 2;
    int fraction_cursor = integer_cursor;
    bool negative = value < 0;
    if (negative)
        value = -value;

    double integer = std::floor(value);
    double fraction = value - integer;
    // Only compute fraction digits up to the input double's precision.
    double delta = 0.5 * (std::nextafter(value, INFINITY) - value);
    delta = std::max(std::nextafter(0.0, 1.0), delta);
    if (fraction >= delta) {
        buffer[fraction_cursor++] = '.';
        do {
            // Shift up by one digit.
            fraction *= radix;
            delta *= radix;
            int digit = static_cast<int>(fraction);
            buffer[fraction_cursor++] = chars[digit];
            fraction -= digit;
            // Round to even.
            if (fraction > 0.5 || (fraction == 0.5 && (digit & 1))) {
                if (fraction + delta > 1) {
                    // Propagate the carry through the digits already written.
                    for (;;) {
                        fraction_cursor--;
                        if (fraction_cursor == kBufferSize / 2) {
                            integer += 1; // carry into the integer part
                            break;
                        }
                        char c = buffer[fraction_cursor];
                        int d = c > '9' ? (c - 'a' + 10) : (c - '0');
                        if (d + 1 < radix) {
                            buffer[fraction_cursor++] = chars[d + 1];
                            break;
                        }
                    }
                    break;
                }
            }
        } while (fraction >= delta && fraction_cursor < kBufferSize - 1);
    }

    // Integer digits; digits below the double's precision are zeros.
    while (integer / radix >= 9007199254740992.0) { // Double(integer / radix).Exponent() > 0
        integer /= radix;
        buffer[--integer_cursor] = '0';
    }
    do {
        double remainder = std::fmod(integer, radix);
        buffer[--integer_cursor] = chars[static_cast<int>(remainder)];
        integer = (integer - remainder) / radix;
    } while (integer > 0);

    if (negative)
        buffer[--integer_cursor] = '-';
    return std::string(buffer + integer_cursor, buffer + fraction_cursor);
}

// --- exact decimal expansion ----------------------------------------------------------------

namespace {

// A non-negative integer in base 10^9, least significant limb first.
class DecimalBignum {
public:
    explicit DecimalBignum(uint64_t v)
    {
        do {
            m_limbs.push_back(static_cast<uint32_t>(v % kBase));
            v /= kBase;
        } while (v);
    }
    void multiply(uint32_t factor)
    {
        uint64_t carry = 0;
        for (uint32_t& limb : m_limbs) {
            uint64_t p = static_cast<uint64_t>(limb) * factor + carry;
            limb = static_cast<uint32_t>(p % kBase);
            carry = p / kBase;
        }
        while (carry) {
            m_limbs.push_back(static_cast<uint32_t>(carry % kBase));
            carry /= kBase;
        }
    }
    // Multiplies by base^count (base 2 or 5), in chunks that keep products in 64 bits.
    void multiply_by_power(uint32_t base, int count)
    {
        const int chunk = base == 2 ? 30 : 13;
        while (count > 0) {
            int n = std::min(count, chunk);
            uint32_t f = 1;
            for (int i = 0; i < n; ++i)
                f *= base;
            multiply(f);
            count -= n;
        }
    }
    std::string to_string() const
    {
        std::string out = std::to_string(m_limbs.back());
        for (size_t i = m_limbs.size() - 1; i-- > 0;) {
            std::string part = std::to_string(m_limbs[i]);
            out += std::string(9 - part.size(), '0') + part;
        }
        return out;
    }

private:
    static constexpr uint64_t kBase = 1000000000;
    std::vector<uint32_t> m_limbs;
};

// A finite x >= 0 as `digits` × 10^-`scale` exactly (digits without leading zeros, "0" for 0).
struct ExactDecimal {
    std::string digits;
    int scale = 0;
};

ExactDecimal exact_decimal(double x)
{
    if (x == 0)
        return { "0", 0 };
    int exponent;
    double fraction = std::frexp(x, &exponent); // x = fraction × 2^exponent, fraction in [0.5, 1)
    uint64_t mantissa = static_cast<uint64_t>(std::ldexp(fraction, 53));
    int e2 = exponent - 53; // x = mantissa × 2^e2
    while (e2 < 0 && (mantissa & 1) == 0) {
        mantissa >>= 1;
        ++e2;
    }
    DecimalBignum n(mantissa);
    if (e2 >= 0) {
        n.multiply_by_power(2, e2);
        return { n.to_string(), 0 };
    }
    // mantissa / 2^k = mantissa × 5^k / 10^k
    n.multiply_by_power(5, -e2);
    return { n.to_string(), -e2 };
}

// Adds one to a string of decimal digits; returns true if it grew ("999" -> "1000").
bool increment_digits(std::string& digits)
{
    for (size_t i = digits.size(); i-- > 0;) {
        if (digits[i] != '9') {
            ++digits[i];
            return false;
        }
        digits[i] = '0';
    }
    digits.insert(digits.begin(), '1');
    return true;
}

} // namespace

// The integer n nearest to x × 10^f (ties: the larger n), as decimal digits. x finite, >= 0.
std::string round_to_fraction_digits(double x, int f)
{
    ExactDecimal d = exact_decimal(x);
    if (f >= d.scale)
        return d.digits == "0" ? "0" : d.digits + std::string(static_cast<size_t>(f - d.scale), '0');
    size_t drop = static_cast<size_t>(d.scale - f);
    if (drop > d.digits.size())
        return "0"; // x × 10^f < 0.1: rounds to 0
    std::string kept = d.digits.substr(0, d.digits.size() - drop);
    bool round_up = d.digits[d.digits.size() - drop] >= '5';
    if (kept.empty())
        kept = "0";
    if (round_up)
        increment_digits(kept);
    size_t nz = kept.find_first_not_of('0');
    return nz == std::string::npos ? "0" : kept.substr(nz);
}

// x > 0 finite: the p significant digits n and exponent e with 10^(p-1) <= n < 10^p and
// n × 10^(e-p+1) nearest to x (ties: the larger).
std::pair<std::string, int> round_to_precision(double x, int p)
{
    ExactDecimal d = exact_decimal(x);
    int e = static_cast<int>(d.digits.size()) - d.scale - 1;
    std::string digits = d.digits;
    if (static_cast<int>(digits.size()) <= p)
        return { digits + std::string(static_cast<size_t>(p) - digits.size(), '0'), e };
    bool round_up = digits[static_cast<size_t>(p)] >= '5';
    digits.resize(static_cast<size_t>(p));
    if (round_up && increment_digits(digits)) {
        digits.pop_back();
        ++e;
    }
    return { digits, e };
}

} // namespace evloop::js
