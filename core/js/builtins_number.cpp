// Number, Boolean and Math (ECMA-262 §21.1, §20.3, §21.3).
//
// Number formatting follows V8 exactly where the spec leaves room:
//   - toFixed / toExponential / toPrecision round the exact binary value half up
//     (the spec's "pick the larger n"), using an exact decimal expansion
//     (number_to_string.cpp).
//   - toString(radix) for radix != 10 is V8's DoubleToRadixCString algorithm (likewise).
//   - toLocaleString formats through Intl.NumberFormat (builtins_intl_number_format.cpp).
// Math's transcendental functions are V8's fdlibm port (fdlibm.cpp: bit-identical with Node,
// and the same on every platform), and Math.random is the VM's seeded generator.
#include "core/js/fdlibm.h"
#include "core/js/intl.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace evloop::js {

// 6.1.6.1.3 Number::exponentiate ( base, exponent ), defined below; the ** operator can use it
// too, so that it agrees with Math.pow (and with V8) in every bit.
double number_exponentiate(double base, double exponent);

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;

// The shortest round-tripping digits of x > 0 and the exponent of the first one.
std::pair<std::string, int> shortest_digits(double x)
{
    ShortestDecimal d = shortest_decimal(x); // portable: Emscripten's libc++ has no double to_chars
    return { d.digits, d.exponent };
}

// --- Number --------------------------------------------------------------------------------

// 21.1.3.7.1 ThisNumberValue ( value )
ThrowOr<double> this_number_value(VM& vm, Value v, const char* method)
{
    if (v.is_number())
        return v.as_number();
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::Number)
        return v.as_object()->primitive_value().as_number();
    return vm.throw_type_error(std::string("Number.prototype.") + method + " requires that 'this' be a Number");
}

// 21.1.1.1 Number ( value )
ThrowOr<Value> number_constructor(VM& vm, CallArgs& args)
{
    // 1-2. If value is present, let prim be ? ToNumeric(value) and n be 𝔽(prim); else +0.
    double n = 0.0;
    if (args.count() > 0) {
        Value prim = TRY(vm.to_numeric(args.arg(0)));
        // 2.b. If prim is a BigInt, let n be 𝔽(ℝ(prim)) (rounded to nearest, ties to even).
        n = prim.is_bigint() ? to_double(prim.as_bigint()) : prim.as_number();
    }
    // 3. If NewTarget is undefined, return n.
    if (!args.new_target)
        return Value(n);
    // 4. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%Number.prototype%", « [[NumberData]] »).
    Value proto = TRY(args.new_target->get(vm, vm.key("prototype")));
    Object* o = vm.heap().allocate<Object>(proto.is_object() ? proto.as_object() : vm.intrinsic("Number.prototype"), ObjectClass::Number);
    // 5. Set O.[[NumberData]] to n.
    o->set_primitive_value(Value(n));
    return Value(o);
}

// 21.1.2.2 Number.isFinite ( number )
ThrowOr<Value> number_is_finite(VM&, CallArgs& args)
{
    return Value(args.arg(0).is_number() && std::isfinite(args.arg(0).as_number()));
}

// 21.1.2.3 Number.isInteger ( number ) — IsIntegralNumber
ThrowOr<Value> number_is_integer(VM&, CallArgs& args)
{
    Value v = args.arg(0);
    return Value(v.is_number() && std::isfinite(v.as_number()) && std::trunc(v.as_number()) == v.as_number());
}

// 21.1.2.4 Number.isNaN ( number )
ThrowOr<Value> number_is_nan(VM&, CallArgs& args)
{
    return Value(args.arg(0).is_number() && std::isnan(args.arg(0).as_number()));
}

// 21.1.2.5 Number.isSafeInteger ( number )
ThrowOr<Value> number_is_safe_integer(VM&, CallArgs& args)
{
    Value v = args.arg(0);
    if (!v.is_number() || !std::isfinite(v.as_number()) || std::trunc(v.as_number()) != v.as_number())
        return Value(false);
    return Value(std::fabs(v.as_number()) <= kMaxSafeInteger);
}

// 21.1.3.6 Number.prototype.toString ( [ radix ] )
ThrowOr<Value> number_proto_to_string(VM& vm, CallArgs& args)
{
    // 1. Let x be ? ThisNumberValue(this value).
    double x = TRY(this_number_value(vm, args.this_value, "toString"));
    // 2-3. If radix is undefined, let radixMV be 10; else ? ToIntegerOrInfinity(radix).
    double radix = args.arg(0).is_undefined() ? 10 : TRY(vm.to_integer_or_infinity(args.arg(0)));
    // 4. If radixMV is not in the inclusive interval from 2 to 36, throw a RangeError.
    if (radix < 2 || radix > 36)
        return vm.throw_range_error("toString() radix argument must be between 2 and 36");
    // 5-6. Return Number::toString(x, radixMV).
    if (radix == 10 || !std::isfinite(x))
        return vm.string_value(number_to_string(x));
    if (x == 0)
        return vm.string_value("0");
    return vm.string_value(double_to_radix_string(x, static_cast<int>(radix)));
}

// 21.1.3.4 Number.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )
// ECMA-402 19.2.1: an Intl.NumberFormat(locales, options) formats the number (intl.h).
ThrowOr<Value> number_proto_to_locale_string(VM& vm, CallArgs& args)
{
    double x = TRY(this_number_value(vm, args.this_value, "toLocaleString"));
    return format_numeric_to_locale_string(vm, Value(x), args.arg(0), args.arg(1));
}

// 21.1.3.7 Number.prototype.valueOf ( )
ThrowOr<Value> number_proto_value_of(VM& vm, CallArgs& args)
{
    return Value(TRY(this_number_value(vm, args.this_value, "valueOf")));
}

// 21.1.3.3 Number.prototype.toFixed ( fractionDigits )
ThrowOr<Value> number_proto_to_fixed(VM& vm, CallArgs& args)
{
    // 1. Let x be ? ThisNumberValue(this value).
    double x = TRY(this_number_value(vm, args.this_value, "toFixed"));
    // 2. Let f be ? ToIntegerOrInfinity(fractionDigits).
    double f = TRY(vm.to_integer_or_infinity(args.arg(0)));
    // 3-4. If f is not finite or not in 0..100, throw a RangeError.
    if (!std::isfinite(f) || f < 0 || f > 100)
        return vm.throw_range_error("toFixed() digits argument must be between 0 and 100");
    // 5. If x is not finite, return Number::toString(x).
    if (!std::isfinite(x))
        return vm.string_value(number_to_string(x));
    // 7-8. If x < 0, then set s to "-" and x to -x.
    std::string s;
    if (x < 0) {
        s = "-";
        x = -x;
    }
    // 9. If x >= 10^21, let m be ! ToString(𝔽(x)).
    if (x >= 1e21)
        return vm.string_value(s + number_to_string(x));
    // 10.a. Let n be an integer for which n / 10^f - x is as close to zero as possible (ties: larger n).
    int digits = static_cast<int>(f);
    std::string m = round_to_fraction_digits(x, digits);
    // 10.c. If f != 0, insert the decimal point, padding with zeros on the left.
    if (digits != 0) {
        if (static_cast<int>(m.size()) <= digits)
            m = std::string(static_cast<size_t>(digits + 1) - m.size(), '0') + m;
        m.insert(m.size() - static_cast<size_t>(digits), ".");
    }
    // 11. Return the string-concatenation of s and m.
    return vm.string_value(s + m);
}

// 21.1.3.2 Number.prototype.toExponential ( fractionDigits )
ThrowOr<Value> number_proto_to_exponential(VM& vm, CallArgs& args)
{
    // 1. Let x be ? ThisNumberValue(this value).
    double x = TRY(this_number_value(vm, args.this_value, "toExponential"));
    // 2. Let f be ? ToIntegerOrInfinity(fractionDigits).
    double f = TRY(vm.to_integer_or_infinity(args.arg(0)));
    // 4. If x is not finite, return Number::toString(x).
    if (!std::isfinite(x))
        return vm.string_value(number_to_string(x));
    // 5. If f < 0 or f > 100, throw a RangeError exception.
    if (f < 0 || f > 100)
        return vm.throw_range_error("toExponential() argument must be between 0 and 100");
    std::string s;
    if (x < 0) {
        s = "-";
        x = -x;
    }
    std::string m;
    int e = 0;
    if (x == 0) {
        // 9. If x = 0: m is f + 1 zeros, e = 0.
        m = std::string(static_cast<size_t>(f) + 1, '0');
    } else if (args.arg(0).is_undefined()) {
        // 10.a-b. fractionDigits undefined: as few digits as identify x.
        std::tie(m, e) = shortest_digits(x);
    } else {
        // 10.b. f + 1 digits, nearest (ties: the larger).
        std::tie(m, e) = round_to_precision(x, static_cast<int>(f) + 1);
    }
    // 11. If f != 0 (here: more than one digit), insert a "." after the first digit.
    if (m.size() > 1)
        m.insert(1, ".");
    // 12-13. The exponent with its sign.
    std::string exponent = (e >= 0 ? "+" : "-") + std::to_string(std::abs(e));
    return vm.string_value(s + m + "e" + exponent);
}

// 21.1.3.5 Number.prototype.toPrecision ( precision )
ThrowOr<Value> number_proto_to_precision(VM& vm, CallArgs& args)
{
    // 1. Let x be ? ThisNumberValue(this value).
    double x = TRY(this_number_value(vm, args.this_value, "toPrecision"));
    // 2. If precision is undefined, return ! ToString(x).
    if (args.arg(0).is_undefined())
        return vm.string_value(number_to_string(x));
    // 3. Let p be ? ToIntegerOrInfinity(precision).
    double p_value = TRY(vm.to_integer_or_infinity(args.arg(0)));
    // 4. If x is not finite, return Number::toString(x).
    if (!std::isfinite(x))
        return vm.string_value(number_to_string(x));
    // 5. If p < 1 or p > 100, throw a RangeError exception.
    if (p_value < 1 || p_value > 100)
        return vm.throw_range_error("toPrecision() argument must be between 1 and 100");
    int p = static_cast<int>(p_value);
    std::string s;
    if (x < 0) {
        s = "-";
        x = -x;
    }
    std::string m;
    int e = 0;
    if (x == 0) {
        // 9. If x = 0: m is p zeros, e = 0.
        m = std::string(static_cast<size_t>(p), '0');
    } else {
        // 10.a. n with p digits nearest to x (ties: the larger n).
        std::tie(m, e) = round_to_precision(x, p);
        // 10.c. If e < -6 or e >= p: exponential notation.
        if (e < -6 || e >= p) {
            if (p != 1)
                m.insert(1, ".");
            std::string exponent = (e >= 0 ? "+" : "-") + std::to_string(std::abs(e));
            return vm.string_value(s + m + "e" + exponent);
        }
    }
    // 11. If e = p - 1, return s + m.
    if (e == p - 1)
        return vm.string_value(s + m);
    // 12. If e >= 0: a decimal point after e + 1 digits; else "0." and -(e+1) zeros first.
    if (e >= 0)
        m.insert(static_cast<size_t>(e) + 1, ".");
    else
        m = "0." + std::string(static_cast<size_t>(-(e + 1)), '0') + m;
    return vm.string_value(s + m);
}

// --- Boolean -------------------------------------------------------------------------------

// 20.3.3.3.1 ThisBooleanValue ( value )
ThrowOr<bool> this_boolean_value(VM& vm, Value v, const char* method)
{
    if (v.is_boolean())
        return v.as_bool();
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::Boolean)
        return v.as_object()->primitive_value().as_bool();
    return vm.throw_type_error(std::string("Boolean.prototype.") + method + " requires that 'this' be a Boolean");
}

// 20.3.1.1 Boolean ( value )
ThrowOr<Value> boolean_constructor(VM& vm, CallArgs& args)
{
    // 1. Let b be ToBoolean(value).
    bool b = VM::to_boolean(args.arg(0));
    // 2. If NewTarget is undefined, return b.
    if (!args.new_target)
        return Value(b);
    // 3. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%Boolean.prototype%", « [[BooleanData]] »).
    Value proto = TRY(args.new_target->get(vm, vm.key("prototype")));
    Object* o = vm.heap().allocate<Object>(proto.is_object() ? proto.as_object() : vm.intrinsic("Boolean.prototype"), ObjectClass::Boolean);
    // 4. Set O.[[BooleanData]] to b.
    o->set_primitive_value(Value(b));
    return Value(o);
}

// 20.3.3.2 Boolean.prototype.toString ( )
ThrowOr<Value> boolean_proto_to_string(VM& vm, CallArgs& args)
{
    bool b = TRY(this_boolean_value(vm, args.this_value, "toString"));
    return Value(vm.intern(b ? "true" : "false"));
}

// 20.3.3.3 Boolean.prototype.valueOf ( )
ThrowOr<Value> boolean_proto_value_of(VM& vm, CallArgs& args)
{
    return Value(TRY(this_boolean_value(vm, args.this_value, "valueOf")));
}

// --- Math ----------------------------------------------------------------------------------
// Each Math function converts its argument with ToNumber and computes in double precision;
// the transcendental ones use the fdlibm port (fdlibm.h), like V8.

using UnaryMath = double (*)(double);

template<UnaryMath F>
ThrowOr<Value> math_unary(VM& vm, CallArgs& args)
{
    double x = TRY(vm.to_number(args.arg(0)));
    return Value(F(x));
}

// The cost model: the functions V8 computes out of line (fdlibm) cost more than a call.
template<double (*F)(double)>
ThrowOr<Value> math_transcendental(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.math_transcendental_ps);
    return math_unary<F>(vm, args);
}

double js_abs(double x) { return std::fabs(x); }          // 21.3.2.1 Math.abs ( x )
double js_acos(double x) { return fdlibm::acos(x); }      // 21.3.2.2 Math.acos ( x )
double js_acosh(double x) { return fdlibm::acosh(x); }    // 21.3.2.3 Math.acosh ( x )
double js_asin(double x) { return fdlibm::asin(x); }      // 21.3.2.4 Math.asin ( x )
double js_asinh(double x) { return fdlibm::asinh(x); }    // 21.3.2.5 Math.asinh ( x )
double js_atan(double x) { return fdlibm::atan(x); }      // 21.3.2.6 Math.atan ( x )
double js_atanh(double x) { return fdlibm::atanh(x); }    // 21.3.2.7 Math.atanh ( x )
double js_cbrt(double x) { return fdlibm::cbrt(x); }      // 21.3.2.9 Math.cbrt ( x )
double js_ceil(double x) { return std::ceil(x); }         // 21.3.2.10 Math.ceil ( x )
double js_cos(double x) { return fdlibm::cos(x); }        // 21.3.2.12 Math.cos ( x )
double js_cosh(double x) { return fdlibm::cosh(x); }      // 21.3.2.13 Math.cosh ( x )
double js_exp(double x) { return fdlibm::exp(x); }        // 21.3.2.14 Math.exp ( x )
double js_expm1(double x) { return fdlibm::expm1(x); }    // 21.3.2.15 Math.expm1 ( x )
double js_floor(double x) { return std::floor(x); }       // 21.3.2.16 Math.floor ( x )
double js_log(double x) { return fdlibm::log(x); }        // 21.3.2.20 Math.log ( x )
double js_log1p(double x) { return fdlibm::log1p(x); }    // 21.3.2.21 Math.log1p ( x )
double js_log10(double x) { return fdlibm::log10(x); }    // 21.3.2.22 Math.log10 ( x )
double js_log2(double x) { return fdlibm::log2(x); }      // 21.3.2.23 Math.log2 ( x )
double js_sin(double x) { return fdlibm::sin(x); }        // 21.3.2.30 Math.sin ( x )
double js_sinh(double x) { return fdlibm::sinh(x); }      // 21.3.2.31 Math.sinh ( x )
double js_sqrt(double x) { return std::sqrt(x); }         // 21.3.2.32 Math.sqrt ( x ) (exact in IEEE 754)
double js_tan(double x) { return fdlibm::tan(x); }        // 21.3.2.33 Math.tan ( x )
double js_tanh(double x) { return fdlibm::tanh(x); }      // 21.3.2.34 Math.tanh ( x )
double js_trunc(double x) { return std::trunc(x); }       // 21.3.2.35 Math.trunc ( x )

// 21.3.2.17 Math.fround ( x )
double js_fround(double x) { return static_cast<double>(static_cast<float>(x)); }

// 21.3.2.28 Math.round ( x ): the nearest integer, halves towards +∞; -0 and (-0.5, -0) give -0.
double js_round(double x)
{
    if (!std::isfinite(x) || x == 0)
        return x;
    if (x < 0 && x >= -0.5)
        return -0.0;
    double r = std::floor(x);
    if (x - r >= 0.5)
        r += 1;
    return r;
}

// 21.3.2.29 Math.sign ( x )
double js_sign(double x)
{
    if (std::isnan(x) || x == 0)
        return x;
    return x > 0 ? 1 : -1;
}

// 21.3.2.8 Math.atan2 ( y, x )
ThrowOr<Value> math_atan2(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.math_transcendental_ps);
    double y = TRY(vm.to_number(args.arg(0)));
    double x = TRY(vm.to_number(args.arg(1)));
    return Value(fdlibm::atan2(y, x));
}

// 21.3.2.11 Math.clz32 ( x )
ThrowOr<Value> math_clz32(VM& vm, CallArgs& args)
{
    uint32_t n = TRY(vm.to_uint32(args.arg(0)));
    int leading_zeros = 32;
    for (; n; n >>= 1)
        --leading_zeros;
    return Value(static_cast<double>(leading_zeros));
}

// 21.3.2.18 Math.hypot ( ...args ) — V8's algorithm: scale by the largest magnitude and sum
// the squares with Kahan compensation.
ThrowOr<Value> math_hypot(VM& vm, CallArgs& args)
{
    // 1-2. Coerce every argument first.
    std::vector<double> values;
    for (size_t i = 0; i < args.count(); ++i)
        values.push_back(std::fabs(TRY(vm.to_number(args.args[i]))));
    // 3-4. Any ±∞ gives +∞, otherwise any NaN gives NaN.
    bool saw_nan = false;
    double max = 0;
    for (double v : values) {
        if (std::isinf(v))
            return Value(INFINITY);
        if (std::isnan(v))
            saw_nan = true;
        else
            max = std::max(max, v);
    }
    if (saw_nan)
        return Value(NAN);
    // 5. All zeros (or no arguments) give +0.
    if (max == 0)
        return Value(0.0);
    double sum = 0, compensation = 0;
    for (double v : values) {
        double n = v / max;
        double summand = n * n - compensation;
        double preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    return Value(std::sqrt(sum) * max);
}

// 21.3.2.19 Math.imul ( x, y )
ThrowOr<Value> math_imul(VM& vm, CallArgs& args)
{
    uint32_t a = TRY(vm.to_uint32(args.arg(0)));
    uint32_t b = TRY(vm.to_uint32(args.arg(1)));
    return Value(static_cast<double>(static_cast<int32_t>(a * b)));
}

// 21.3.2.24 Math.max ( ...args ) / 21.3.2.25 Math.min ( ...args ): coerce all arguments,
// then NaN wins and +0 is larger than -0.
template<bool IsMax>
ThrowOr<Value> math_max_min(VM& vm, CallArgs& args)
{
    std::vector<double> coerced;
    for (size_t i = 0; i < args.count(); ++i)
        coerced.push_back(TRY(vm.to_number(args.args[i])));
    double result = IsMax ? -INFINITY : INFINITY;
    for (double n : coerced) {
        if (std::isnan(n))
            return Value(NAN);
        if (n == 0 && result == 0) {
            // max: +0 beats -0; min: -0 beats +0.
            if (IsMax ? !std::signbit(n) : std::signbit(n))
                result = n;
        } else if (IsMax ? n > result : n < result) {
            result = n;
        }
    }
    return Value(result);
}

// 21.3.2.26 Math.pow ( base, exponent )
ThrowOr<Value> math_pow(VM& vm, CallArgs& args)
{
    vm.charge_ps(kCpu.math_transcendental_ps);
    double base = TRY(vm.to_number(args.arg(0)));
    double exponent = TRY(vm.to_number(args.arg(1)));
    return Value(number_exponentiate(base, exponent));
}

// 21.3.2.27 Math.random ( ): the VM's seeded generator, so runs are reproducible.
ThrowOr<Value> math_random(VM& vm, CallArgs&) { return Value(vm.next_random()); }

} // namespace

// 6.1.6.1.3 Number::exponentiate ( base, exponent )
double number_exponentiate(double base, double exponent)
{
    // 1. If exponent is NaN, return NaN. 2. If exponent is ±0, return 1. 3. If base is NaN, return NaN.
    if (std::isnan(exponent))
        return NAN;
    if (exponent == 0)
        return 1;
    if (std::isnan(base))
        return NAN;
    // 9.b, 10.b. If abs(base) = 1 and exponent is ±∞, return NaN. The rest is IEEE pow.
    if (std::isinf(exponent) && std::fabs(base) == 1)
        return NAN;
    return fdlibm::pow(base, exponent);
}

void install_number_builtins(VM& vm)
{
    // 21.1.3 Properties of the Number Prototype Object: itself a Number object with value +0.
    Object* proto = vm.heap().allocate<Object>(vm.object_prototype(), ObjectClass::Number);
    proto->set_primitive_value(Value(0.0));
    NativeFunction* ctor = vm.make_native_function("Number", number_constructor, 1, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.set_intrinsic("Number", ctor);
    vm.set_intrinsic("Number.prototype", proto);
    vm.define_value(vm.global_object(), "Number", Value(static_cast<Object*>(ctor)));

    // 21.1.2 Properties of the Number Constructor (parseInt/parseFloat come with the globals).
    vm.define_value(ctor, "EPSILON", Value(std::numeric_limits<double>::epsilon()), 0);
    vm.define_value(ctor, "MAX_SAFE_INTEGER", Value(kMaxSafeInteger), 0);
    vm.define_value(ctor, "MAX_VALUE", Value(std::numeric_limits<double>::max()), 0);
    vm.define_value(ctor, "MIN_SAFE_INTEGER", Value(-kMaxSafeInteger), 0);
    vm.define_value(ctor, "MIN_VALUE", Value(std::numeric_limits<double>::denorm_min()), 0);
    vm.define_value(ctor, "NaN", Value(NAN), 0);
    vm.define_value(ctor, "NEGATIVE_INFINITY", Value(-INFINITY), 0);
    vm.define_value(ctor, "POSITIVE_INFINITY", Value(INFINITY), 0);
    vm.define_native(ctor, "isFinite", number_is_finite, 1);
    vm.define_native(ctor, "isInteger", number_is_integer, 1);
    vm.define_native(ctor, "isNaN", number_is_nan, 1);
    vm.define_native(ctor, "isSafeInteger", number_is_safe_integer, 1);

    vm.define_native(proto, "toExponential", number_proto_to_exponential, 1);
    vm.define_native(proto, "toFixed", number_proto_to_fixed, 1);
    vm.define_native(proto, "toLocaleString", number_proto_to_locale_string, 0);
    vm.define_native(proto, "toPrecision", number_proto_to_precision, 1);
    vm.define_native(proto, "toString", number_proto_to_string, 1);
    vm.define_native(proto, "valueOf", number_proto_value_of, 0);

    // 20.3 Boolean Objects. Boolean.prototype is itself a Boolean object with value false.
    Object* bool_proto = vm.heap().allocate<Object>(vm.object_prototype(), ObjectClass::Boolean);
    bool_proto->set_primitive_value(Value(false));
    NativeFunction* bool_ctor = vm.make_native_function("Boolean", boolean_constructor, 1, true);
    bool_ctor->put_direct(vm.key("prototype"), Value(bool_proto), 0);
    bool_proto->put_direct(vm.key("constructor"), Value(static_cast<Object*>(bool_ctor)), kBuiltinAttributes);
    vm.set_intrinsic("Boolean", bool_ctor);
    vm.set_intrinsic("Boolean.prototype", bool_proto);
    vm.define_value(vm.global_object(), "Boolean", Value(static_cast<Object*>(bool_ctor)));
    vm.define_native(bool_proto, "toString", boolean_proto_to_string, 0);
    vm.define_native(bool_proto, "valueOf", boolean_proto_value_of, 0);
}

void install_math_builtins(VM& vm)
{
    // 21.3 The Math Object
    Object* math = vm.make_object();
    vm.set_intrinsic("Math", math);
    vm.define_value(vm.global_object(), "Math", Value(math));

    // 21.3.1 Value Properties of the Math Object
    vm.define_value(math, "E", Value(2.7182818284590452354), 0);
    vm.define_value(math, "LN10", Value(2.302585092994046), 0);
    vm.define_value(math, "LN2", Value(0.6931471805599453), 0);
    vm.define_value(math, "LOG10E", Value(0.4342944819032518), 0);
    vm.define_value(math, "LOG2E", Value(1.4426950408889634), 0);
    vm.define_value(math, "PI", Value(3.1415926535897932), 0);
    vm.define_value(math, "SQRT1_2", Value(0.7071067811865476), 0);
    vm.define_value(math, "SQRT2", Value(1.4142135623730951), 0);
    math->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Math"), kConfigurable);

    // 21.3.2 Function Properties of the Math Object
    vm.define_native(math, "abs", math_unary<js_abs>, 1);
    vm.define_native(math, "acos", math_transcendental<js_acos>, 1);
    vm.define_native(math, "acosh", math_transcendental<js_acosh>, 1);
    vm.define_native(math, "asin", math_transcendental<js_asin>, 1);
    vm.define_native(math, "asinh", math_transcendental<js_asinh>, 1);
    vm.define_native(math, "atan", math_transcendental<js_atan>, 1);
    vm.define_native(math, "atanh", math_transcendental<js_atanh>, 1);
    vm.define_native(math, "atan2", math_atan2, 2);
    vm.define_native(math, "cbrt", math_transcendental<js_cbrt>, 1);
    vm.define_native(math, "ceil", math_unary<js_ceil>, 1);
    vm.define_native(math, "clz32", math_clz32, 1);
    vm.define_native(math, "cos", math_transcendental<js_cos>, 1);
    vm.define_native(math, "cosh", math_transcendental<js_cosh>, 1);
    vm.define_native(math, "exp", math_transcendental<js_exp>, 1);
    vm.define_native(math, "expm1", math_transcendental<js_expm1>, 1);
    vm.define_native(math, "floor", math_unary<js_floor>, 1);
    vm.define_native(math, "fround", math_unary<js_fround>, 1);
    vm.define_native(math, "hypot", math_hypot, 2);
    vm.define_native(math, "imul", math_imul, 2);
    vm.define_native(math, "log", math_transcendental<js_log>, 1);
    vm.define_native(math, "log1p", math_transcendental<js_log1p>, 1);
    vm.define_native(math, "log10", math_transcendental<js_log10>, 1);
    vm.define_native(math, "log2", math_transcendental<js_log2>, 1);
    vm.define_native(math, "max", math_max_min<true>, 2);
    vm.define_native(math, "min", math_max_min<false>, 2);
    vm.define_native(math, "pow", math_pow, 2);
    vm.define_native(math, "random", math_random, 0);
    vm.define_native(math, "round", math_unary<js_round>, 1);
    vm.define_native(math, "sign", math_unary<js_sign>, 1);
    vm.define_native(math, "sin", math_transcendental<js_sin>, 1);
    vm.define_native(math, "sinh", math_transcendental<js_sinh>, 1);
    vm.define_native(math, "sqrt", math_unary<js_sqrt>, 1);
    vm.define_native(math, "tan", math_transcendental<js_tan>, 1);
    vm.define_native(math, "tanh", math_transcendental<js_tanh>, 1);
    vm.define_native(math, "trunc", math_unary<js_trunc>, 1);
}

} // namespace evloop::js
