#pragma once
// Numbers as text, exactly as V8 writes them (the algorithms: number_to_string.cpp).
#include <string>
#include <utility>

namespace evloop::js {

// 7.1.12.1 Number::toString ( x ) https://tc39.es/ecma262/#sec-numeric-types-number-tostring
std::string number_to_string(double d);
// The shortest decimal digits that round-trip to `d` (finite, > 0), and the exponent of
// the first digit: 1234.5 → {"12345", 3}. Portable (no floating-point to_chars, which
// Emscripten's libc++ lacks).
struct ShortestDecimal {
    std::string digits;
    int exponent;
};
ShortestDecimal shortest_decimal(double d);
// Number::toString ( x, radix ) for a finite x and a radix other than 10: V8's
// DoubleToRadixCString (integer digits exactly, fraction digits until they identify x).
std::string double_to_radix_string(double value, int radix);
// toFixed's digits: the integer n nearest to x × 10^f (ties: the larger n). x finite, >= 0.
std::string round_to_fraction_digits(double x, int f);
// toExponential's and toPrecision's digits: for x > 0 finite, the p significant digits n and
// exponent e with 10^(p-1) <= n < 10^p and n × 10^(e-p+1) nearest to x (ties: the larger).
std::pair<std::string, int> round_to_precision(double x, int p);

} // namespace evloop::js
