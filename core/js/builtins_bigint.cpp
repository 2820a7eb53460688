// 21.2 BigInt Objects https://tc39.es/ecma262/#sec-bigint-objects
// and the BigInt side of the language: 6.1.6.2 The BigInt Type (the BigInt:: operations
// with their errors), 7.1.13 ToBigInt, 7.1.14 StringToBigInt, and the BigInt cases of
// IsLessThan / IsLooselyEqual. The arithmetic is bigint.cpp's; here are the JavaScript
// rules around it: V8's error messages, the size cap and the instruction budget.
//
// Index:
//   budget and size cap      charge_bigint_work, the RangeError for oversized results
//   BigInt:: operations      bigint_binary, unary minus, bitwise not, ++/--
//   conversions              ToBigInt, StringToBigInt, NumberToBigInt, toString
//   comparisons              IsLessThan / IsLooselyEqual with Numbers and Strings
//   the BigInt constructor   BigInt(), asIntN, asUintN
//   BigInt.prototype         toString, toLocaleString, valueOf, @@toStringTag
#include "core/js/bigint_ops.h"
#include "core/js/intl.h"
#include "core/js/vm.h"
#include <cmath>

namespace evloop::js {

// --- budget and size cap -------------------------------------------------------------

Value make_bigint(VM& vm, BigInt value) { return Value(vm.heap().allocate<BigIntCell>(std::move(value))); }

ThrowOr<void> charge_bigint_work(VM& vm, uint64_t limb_ops, const char* what)
{
    uint64_t cost = limb_ops / kBigIntLimbOpsPerInstruction;
    if (cost == 0)
        return {};
    uint64_t budget = vm.instruction_budget();
    if (budget && vm.instructions() + cost > budget) {
        vm.charge_instructions(budget > vm.instructions() ? budget - vm.instructions() : 0);
        return vm.stop_for_budget(Msg::stop_detail_bigint, { { "operation", what } });
    }
    vm.charge_instructions(cost);
    return {};
}

static Thrown throw_too_big(VM& vm) { return vm.throw_range_error("Maximum BigInt size exceeded"); }

static ThrowOr<Value> checked(VM& vm, BigInt value)
{
    if (value.bit_length() > kMaxBigIntBits)
        return throw_too_big(vm);
    return make_bigint(vm, std::move(value));
}

Thrown throw_bigint_mix(VM& vm) { return vm.throw_type_error("Cannot mix BigInt and other types, use explicit conversions"); }

// --- BigInt:: operations ----------------------------------------------------------------

static uint64_t multiply_cost(const BigInt& x, const BigInt& y) { return static_cast<uint64_t>(x.limb_count()) * y.limb_count(); }

// 6.1.6.2.3 BigInt::exponentiate ( base, exponent ), squaring with each step charged.
static ThrowOr<Value> bigint_exponentiate(VM& vm, const BigInt& base, const BigInt& exponent)
{
    // 1. If exponent < 0ℤ, throw a RangeError exception.
    if (exponent.is_negative())
        // V8 11.3 (Node 20) words it so (its template misses the operand's name).
        return vm.throw_range_error("undefined must be positive");
    // 2. If base = 0ℤ and exponent = 0ℤ, return 1ℤ.
    if (exponent.is_zero())
        return make_bigint(vm, BigInt::from_int64(1));
    // 3. Return base raised to the power exponent. 0, 1 and -1 stay small whatever the exponent.
    if (base.is_zero() || (base.limb_count() == 1 && base.limbs()[0] == 1)) {
        bool odd = exponent.limbs()[0] & 1;
        return make_bigint(vm, base.is_negative() && !odd ? BigInt::from_int64(1) : base);
    }
    // The result has more than (bits(base) - 1) × exponent bits: refuse oversized ones
    // before doing any work.
    uint64_t base_bits = base.bit_length();
    if (exponent.limb_count() > 1 || (base_bits - 1) * exponent.limbs()[0] + 1 > kMaxBigIntBits)
        return throw_too_big(vm);
    uint64_t e = exponent.limbs()[0];
    BigInt result = BigInt::from_int64(1);
    BigInt square = base;
    while (e) {
        if (e & 1) {
            TRY(charge_bigint_work(vm, multiply_cost(result, square), "**"));
            result = multiply(result, square);
        }
        e >>= 1;
        if (e) {
            TRY(charge_bigint_work(vm, multiply_cost(square, square), "**"));
            square = multiply(square, square);
        }
    }
    return checked(vm, std::move(result));
}

// The shift count as a bit count: nullopt when it is beyond any BigInt's size.
static std::optional<uint64_t> small_shift(const BigInt& y)
{
    if (y.limb_count() > 1)
        return std::nullopt;
    return y.is_zero() ? 0 : y.limbs()[0];
}

// 6.1.6.2.9 BigInt::leftShift ( x, y ) and 6.1.6.2.10 BigInt::signedRightShift ( x, y ).
static ThrowOr<Value> bigint_shift(VM& vm, const BigInt& x, const BigInt& y, bool left)
{
    if (x.is_zero())
        return make_bigint(vm, x);
    auto count = small_shift(y);
    // A left shift by a negative count is a right shift, and the reverse.
    if (y.is_negative())
        left = !left;
    if (!left) {
        if (!count)
            return make_bigint(vm, BigInt::from_int64(x.is_negative() ? -1 : 0));
        return make_bigint(vm, shift_right(x, *count));
    }
    if (!count || x.bit_length() + *count > kMaxBigIntBits)
        return throw_too_big(vm);
    TRY(charge_bigint_work(vm, x.limb_count() + *count / 32, "<<"));
    return make_bigint(vm, shift_left(x, *count));
}

ThrowOr<Value> bigint_binary(VM& vm, Op op, const BigInt& x, const BigInt& y)
{
    switch (op) {
    case Op::Add:
    case Op::Sub: {
        // 6.1.6.2.7 BigInt::add / 6.1.6.2.8 BigInt::subtract
        TRY(charge_bigint_work(vm, std::max(x.limb_count(), y.limb_count()), op == Op::Add ? "+" : "-"));
        return checked(vm, op == Op::Add ? add(x, y) : subtract(x, y));
    }
    case Op::Mul: {
        // 6.1.6.2.4 BigInt::multiply
        if (x.bit_length() + y.bit_length() > kMaxBigIntBits + 1)
            return throw_too_big(vm);
        TRY(charge_bigint_work(vm, multiply_cost(x, y), "*"));
        return checked(vm, multiply(x, y));
    }
    case Op::Div:
    case Op::Mod: {
        // 6.1.6.2.5 BigInt::divide / 6.1.6.2.6 BigInt::remainder
        // 1. If y = 0ℤ, throw a RangeError exception.
        if (y.is_zero())
            return vm.throw_range_error("Division by zero");
        if (x.limb_count() >= y.limb_count())
            TRY(charge_bigint_work(vm, (x.limb_count() - y.limb_count() + 1) * y.limb_count(), op == Op::Div ? "/" : "%"));
        BigInt result;
        if (op == Op::Div)
            divide(x, y, &result, nullptr);
        else
            divide(x, y, nullptr, &result);
        return make_bigint(vm, std::move(result));
    }
    case Op::Exp: return bigint_exponentiate(vm, x, y);
    case Op::BitAnd:
    case Op::BitOr:
    case Op::BitXor: {
        // 6.1.6.2.18-20 BigInt::bitwiseAND / bitwiseXOR / bitwiseOR (BigIntBitwiseOp)
        TRY(charge_bigint_work(vm, std::max(x.limb_count(), y.limb_count()) * 4, op == Op::BitAnd ? "&" : op == Op::BitOr ? "|" : "^"));
        if (op == Op::BitAnd)
            return make_bigint(vm, bitwise_and(x, y));
        if (op == Op::BitOr)
            return make_bigint(vm, bitwise_or(x, y));
        return make_bigint(vm, bitwise_xor(x, y));
    }
    case Op::Shl: return bigint_shift(vm, x, y, true);
    case Op::Shr: return bigint_shift(vm, x, y, false);
    // 6.1.6.2.11 BigInt::unsignedRightShift: throw a TypeError exception.
    case Op::UShr: return vm.throw_type_error("BigInts have no unsigned right shift, use >> instead");
    default: break;
    }
    return vm.throw_type_error("bad BigInt operator");
}

Value bigint_unary_minus(VM& vm, const BigInt& x) { return make_bigint(vm, negate(x)); }
Value bigint_bitwise_not(VM& vm, const BigInt& x) { return make_bigint(vm, bitwise_not(x)); }
Value bigint_step(VM& vm, const BigInt& x, int delta) { return make_bigint(vm, add(x, BigInt::from_int64(delta))); }

// --- conversions -------------------------------------------------------------------------

ThrowOr<std::string> bigint_to_string(VM& vm, const BigInt& x, int radix)
{
    if ((radix & (radix - 1)) != 0)
        TRY(charge_bigint_work(vm, static_cast<uint64_t>(x.limb_count()) * x.limb_count() / 2, "toString()"));
    return to_string(x, radix);
}

// WhiteSpace and LineTerminator (§12.2, §12.3): StringToBigInt trims them.
static bool is_str_whitespace(char16_t c)
{
    return c == 0x09 || c == 0x0B || c == 0x0C || c == 0x20 || c == 0xA0 || c == 0xFEFF || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0x0A || c == 0x0D
        || c == 0x2028 || c == 0x2029;
}

std::optional<BigInt> string_to_bigint(std::u16string_view s, bool* too_big)
{
    // 1. Let text be StringToCodePoints(str); 2. parse it as a StringIntegerLiteral.
    while (!s.empty() && is_str_whitespace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_str_whitespace(s.back()))
        s.remove_suffix(1);
    // StrIntegerLiteral ::: StrWhiteSpace(opt): an empty string is 0n.
    if (s.empty())
        return BigInt();
    int radix = 10;
    bool negative = false;
    if (s.size() > 2 && s[0] == u'0' && (s[1] == u'x' || s[1] == u'X' || s[1] == u'o' || s[1] == u'O' || s[1] == u'b' || s[1] == u'B')) {
        // NonDecimalIntegerLiteral (no sign, no separators).
        char16_t kind = s[1] | 0x20;
        radix = kind == u'x' ? 16 : kind == u'o' ? 8 : 2;
        s.remove_prefix(2);
    } else if (s[0] == u'+' || s[0] == u'-') {
        // StrDecimalIntegerLiteral with a sign.
        negative = s[0] == u'-';
        s.remove_prefix(1);
    }
    // SIMPLIFIED: digits for a value past the size cap are refused unparsed (so that
    // comparisons with huge strings stay cheap): undefined here, a RangeError in BigInt().
    while (s.size() > 1 && s.front() == u'0')
        s.remove_prefix(1);
    // (The first digit is not 0, so the value has at least (digits - 1) × log2(radix) + 1 bits.)
    if (!s.empty() && static_cast<double>(s.size() - 1) * std::log2(static_cast<double>(radix)) > static_cast<double>(kMaxBigIntBits)) {
        if (too_big)
            *too_big = true;
        return std::nullopt;
    }
    std::string ascii;
    ascii.reserve(s.size());
    for (char16_t c : s) {
        if (c > 0x7F)
            return std::nullopt;
        ascii += static_cast<char>(c);
    }
    auto parsed = parse(ascii, radix);
    if (!parsed)
        return std::nullopt;
    return negative ? negate(*parsed) : *parsed;
}

ThrowOr<Value> number_to_bigint(VM& vm, double d)
{
    // 1. If IsIntegralNumber(number) is false, throw a RangeError exception.
    if (!std::isfinite(d) || d != std::trunc(d))
        return vm.throw_range_error("The number " + number_to_string(d) + " cannot be converted to a BigInt because it is not an integer");
    // 2. Return ℤ(ℝ(number)).
    return make_bigint(vm, from_double(d));
}

// StringToBigInt with the cost of parsing charged and V8's SyntaxError.
static ThrowOr<BigInt> string_to_bigint_or_throw(VM& vm, PrimitiveString* s)
{
    uint64_t digits = std::min<uint64_t>(s->string().size(), kMaxBigIntBits) / 9 + 1;
    TRY(charge_bigint_work(vm, digits * digits / 2, "BigInt()"));
    bool too_big = false;
    auto n = string_to_bigint(s->string(), &too_big);
    if (too_big)
        return throw_too_big(vm);
    if (!n)
        return vm.throw_syntax_error("Cannot convert " + s->utf8() + " to a BigInt");
    if (n->bit_length() > kMaxBigIntBits)
        return throw_too_big(vm);
    return *n;
}

ThrowOr<BigInt> to_bigint(VM& vm, Value v)
{
    // 1. Let prim be ? ToPrimitive(argument, number).
    Value prim = TRY(vm.to_primitive(v, "number"));
    // 2. Return the value that prim corresponds to in Table 12.
    switch (prim.tag()) {
    case Tag::BigInt: return prim.as_bigint();
    case Tag::Boolean: return BigInt::from_int64(prim.as_bool() ? 1 : 0);
    case Tag::String: return string_to_bigint_or_throw(vm, prim.as_string());
    case Tag::Number: return vm.throw_type_error("Cannot convert " + number_to_string(prim.as_number()) + " to a BigInt");
    default: return vm.throw_type_error("Cannot convert " + vm.describe_for_message(prim) + " to a BigInt");
    }
}

// --- comparisons ------------------------------------------------------------------------

// Compares two numerics (Number or BigInt): -1, 0, 1, or 2 for NaN.
static int compare_numerics(Value x, Value y)
{
    if (x.is_bigint() && y.is_bigint())
        return BigInt::compare(x.as_bigint(), y.as_bigint());
    if (x.is_bigint())
        return compare_with_double(x.as_bigint(), y.as_number());
    int c = compare_with_double(y.as_bigint(), x.as_number());
    return c == 2 ? 2 : -c;
}

// 7.2.13 IsLessThan ( x, y, LeftFirst ), from step 3 on (px and py are primitives and
// not both strings), for the cases with a BigInt.
ThrowOr<int> bigint_compare_primitives(VM& vm, Value px, Value py)
{
    // 3.a-d. If px is a BigInt and py is a String: ny = StringToBigInt(py); undefined if it is not one.
    if (px.is_bigint() && py.is_string()) {
        auto ny = string_to_bigint(py.as_string()->string());
        if (!ny)
            return 2;
        return BigInt::compare(px.as_bigint(), *ny);
    }
    // 3.e-h. The same with the String on the left.
    if (px.is_string() && py.is_bigint()) {
        auto nx = string_to_bigint(px.as_string()->string());
        if (!nx)
            return 2;
        return BigInt::compare(*nx, py.as_bigint());
    }
    // 3.i-j. Let nx be ? ToNumeric(px); let ny be ? ToNumeric(py).
    Value nx = px.is_bigint() ? px : Value(TRY(vm.to_number(px)));
    Value ny = py.is_bigint() ? py : Value(TRY(vm.to_number(py)));
    // 3.k-l. Same types compare as their type says; a Number and a BigInt compare by
    // mathematical value (NaN: undefined; ±∞ beyond every BigInt).
    return compare_numerics(nx, ny);
}

bool bigint_loosely_equals(const BigInt& x, Value y)
{
    // 7.2.14 IsLooselyEqual step 6-7: a BigInt and a String: n = StringToBigInt(y).
    if (y.is_string()) {
        auto n = string_to_bigint(y.as_string()->string());
        return n && *n == x;
    }
    // 12. A BigInt and a Number: not finite → false; else compare ℝ(x) and ℝ(y).
    if (y.is_number())
        return std::isfinite(y.as_number()) && compare_with_double(x, y.as_number()) == 0;
    if (y.is_bigint())
        return x == y.as_bigint();
    return false;
}

// --- the BigInt constructor ------------------------------------------------------------

namespace {

// 21.2.1.1 BigInt ( value )
ThrowOr<Value> bigint_constructor(VM& vm, CallArgs& args)
{
    // 1. If NewTarget is not undefined, throw a TypeError exception.
    if (args.new_target)
        return vm.throw_type_error("BigInt is not a constructor");
    // 2. Let prim be ? ToPrimitive(value, number).
    Value prim = TRY(vm.to_primitive(args.arg(0), "number"));
    // 3. If prim is a Number, return ? NumberToBigInt(prim).
    if (prim.is_number())
        return number_to_bigint(vm, prim.as_number());
    // 4. Otherwise, return ? ToBigInt(prim).
    return make_bigint(vm, TRY(to_bigint(vm, prim)));
}

// 7.1.22 ToIndex ( value ), as V8 words its error for asIntN / asUintN.
ThrowOr<uint64_t> to_bits_index(VM& vm, Value v)
{
    double d = TRY(vm.to_integer_or_infinity(v));
    if (d < 0 || d > 9007199254740991.0)
        return vm.throw_range_error("Invalid value: not (convertible to) a safe integer");
    return static_cast<uint64_t>(d);
}

// 21.2.2.1 BigInt.asIntN ( bits, bigint )
ThrowOr<Value> bigint_as_int_n(VM& vm, CallArgs& args)
{
    // 1. Set bits to ? ToIndex(bits). 2. Set bigint to ? ToBigInt(bigint).
    uint64_t bits = TRY(to_bits_index(vm, args.arg(0)));
    BigInt n = TRY(to_bigint(vm, args.arg(1)));
    // 3-4. mod = ℝ(bigint) modulo 2^bits; mod - 2^bits if mod ≥ 2^(bits-1).
    // (as_int_n only builds numbers as long as `bits` when n is at least that long.)
    TRY(charge_bigint_work(vm, n.limb_count() * 4, "BigInt.asIntN()"));
    return make_bigint(vm, as_int_n(bits, n));
}

// 21.2.2.2 BigInt.asUintN ( bits, bigint )
ThrowOr<Value> bigint_as_uint_n(VM& vm, CallArgs& args)
{
    uint64_t bits = TRY(to_bits_index(vm, args.arg(0)));
    BigInt n = TRY(to_bigint(vm, args.arg(1)));
    // 3. Return ℤ(ℝ(bigint) modulo 2^bits): a negative n makes a number of `bits` bits.
    if (n.is_negative() && bits > kMaxBigIntBits)
        return throw_too_big(vm);
    TRY(charge_bigint_work(vm, n.is_negative() ? bits / 8 : n.limb_count() * 4, "BigInt.asUintN()"));
    return make_bigint(vm, as_uint_n(bits, n));
}

// --- BigInt.prototype ----------------------------------------------------------------------

// 21.2.3.4.1 ThisBigIntValue ( value )
ThrowOr<BigInt> this_bigint_value(VM& vm, Value v, const char* method)
{
    if (v.is_bigint())
        return v.as_bigint();
    if (v.is_object() && v.as_object()->object_class() == ObjectClass::BigInt)
        return v.as_object()->primitive_value().as_bigint();
    return vm.throw_type_error(std::string("BigInt.prototype.") + method + " requires that 'this' be a BigInt");
}

// 21.2.3.3 BigInt.prototype.toString ( [ radix ] )
ThrowOr<Value> bigint_proto_to_string(VM& vm, CallArgs& args)
{
    // 1. Let x be ? ThisBigIntValue(this value).
    BigInt x = TRY(this_bigint_value(vm, args.this_value, "toString"));
    // 2-4. radixMV: 10 if undefined, else ToIntegerOrInfinity(radix) in 2..36.
    double radix = 10;
    if (!args.arg(0).is_undefined())
        radix = TRY(vm.to_integer_or_infinity(args.arg(0)));
    if (radix < 2 || radix > 36)
        return vm.throw_range_error("toString() radix argument must be between 2 and 36");
    // 5. Return BigInt::toString(x, radixMV).
    return vm.string_value(TRY(bigint_to_string(vm, x, static_cast<int>(radix))));
}

// 21.2.3.2 BigInt.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )
// ECMA-402 19.3.1: an Intl.NumberFormat(locales, options) formats the BigInt exactly (intl.h).
ThrowOr<Value> bigint_proto_to_locale_string(VM& vm, CallArgs& args)
{
    BigInt x = TRY(this_bigint_value(vm, args.this_value, "toLocaleString"));
    return format_numeric_to_locale_string(vm, make_bigint(vm, x), args.arg(0), args.arg(1));
}

// 21.2.3.4 BigInt.prototype.valueOf ( )
ThrowOr<Value> bigint_proto_value_of(VM& vm, CallArgs& args)
{
    if (args.this_value.is_bigint())
        return args.this_value;
    return make_bigint(vm, TRY(this_bigint_value(vm, args.this_value, "valueOf")));
}

} // namespace

void install_bigint_builtins(VM& vm)
{
    // 21.2.3 Properties of the BigInt Prototype Object: an ordinary object (not a BigInt).
    Object* proto = vm.make_object();
    NativeFunction* ctor = vm.make_native_function("BigInt", bigint_constructor, 1, true);
    ctor->put_direct(vm.key("prototype"), Value(proto), 0);
    proto->put_direct(vm.key("constructor"), Value(static_cast<Object*>(ctor)), kBuiltinAttributes);
    vm.set_intrinsic("BigInt", ctor);
    vm.set_intrinsic("BigInt.prototype", proto);
    vm.define_value(vm.global_object(), "BigInt", Value(static_cast<Object*>(ctor)));

    // 21.2.2 Properties of the BigInt Constructor
    vm.define_native(ctor, "asIntN", bigint_as_int_n, 2);
    vm.define_native(ctor, "asUintN", bigint_as_uint_n, 2);

    vm.define_native(proto, "toLocaleString", bigint_proto_to_locale_string, 0);
    vm.define_native(proto, "toString", bigint_proto_to_string, 0);
    vm.define_native(proto, "valueOf", bigint_proto_value_of, 0);
    // 21.2.3.5 BigInt.prototype [ @@toStringTag ]
    proto->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("BigInt"), kConfigurable);
}

} // namespace evloop::js
