// BigInt: the arithmetic library (core/js/bigint.h) against values computed by node 20,
// and the engine's BigInt rules (syntax errors, the size cap, the instruction budget).
#include "core/js/bigint.h"
#include "js_test_util.h"
#include <catch2/catch.hpp>

using namespace evloop::js;

static BigInt big(const std::string& s)
{
    bool negative = !s.empty() && s[0] == '-';
    auto v = parse(negative ? std::string_view(s).substr(1) : std::string_view(s), 10);
    REQUIRE(v);
    return negative ? negate(*v) : *v;
}

// Expected values below were computed by node 20 (`node -e`).
TEST_CASE("BigInt arithmetic matches node on multi-limb values", "[js][bigint]")
{
    BigInt a = big("123456789012345678901234567890");
    BigInt b = big("-987654321098765432109876543210987");
    CHECK(to_string(multiply(a, b)) == "-121932631137021795226185032733744775182992648986186782045407430");
    CHECK(to_string(add(a, b)) == "-987530864309753086430975308643097");
    CHECK(to_string(subtract(a, b)) == "987777777887777777788777777778877");
    BigInt q, r;
    divide(b, a, &q, &r);
    CHECK(to_string(q) == "-8000");
    CHECK(to_string(r) == "-9000000000900000000090987");
    // Knuth D with a multi-limb divisor; quotient × divisor + remainder = dividend.
    BigInt x = subtract(shift_left(BigInt::from_int64(1), 200), BigInt::from_int64(1));
    BigInt y = add(shift_left(BigInt::from_int64(1), 100), BigInt::from_int64(7));
    divide(x, y, &q, &r);
    CHECK(to_string(q) == "1267650600228229401496703205369");
    CHECK(to_string(r) == "48");
    CHECK(add(multiply(q, y), r) == x);
    CHECK(to_string(pow(BigInt::from_int64(3), 200)) == "265613988875874769338781322035779626829233452653394495974574961739092490901302182994384699044001");
    // Karatsuba (operands above the threshold) agrees with repeated squaring's identity.
    BigInt p = pow(BigInt::from_int64(7), 3000);
    CHECK(multiply(p, p) == pow(BigInt::from_int64(7), 6000));
}

TEST_CASE("BigInt bitwise operations use infinite two's complement", "[js][bigint]")
{
    CHECK(to_string(bitwise_and(big("-5"), big("255"))) == "251");
    CHECK(to_string(bitwise_or(big("-5"), big("3"))) == "-5");
    CHECK(to_string(bitwise_not(big("123"))) == "-124");
    CHECK(to_string(shift_right(big("-1"), 3)) == "-1");
    CHECK(to_string(shift_right(big("-9"), 2)) == "-3");
    CHECK(to_string(as_int_n(32, big("2147483648"))) == "-2147483648");
    CHECK(to_string(as_uint_n(100, big("-3"))) == "1267650600228229401496703205373");
}

TEST_CASE("BigInt radix conversion round-trips", "[js][bigint]")
{
    BigInt two100 = shift_left(BigInt::from_int64(1), 100);
    CHECK(to_string(two100, 36) == "3ewfdnca0n6ld1ggvfgg");
    CHECK(to_string(negate(shift_left(BigInt::from_int64(1), 65)), 2) == "-1" + std::string(65, '0'));
    for (int radix = 2; radix <= 36; ++radix) {
        BigInt v = pow(BigInt::from_int64(radix + 1), 50);
        auto back = parse(to_string(v, radix), radix);
        REQUIRE(back);
        CHECK(*back == v);
    }
    CHECK_FALSE(parse("12z", 10));
    CHECK_FALSE(parse("", 10));
    CHECK(to_string(*parse("000123", 10)) == "123");
}

TEST_CASE("BigInt to Number rounds to nearest, ties to even - Number to BigInt is exact", "[js][bigint]")
{
    BigInt two53 = shift_left(BigInt::from_int64(1), 53);
    CHECK(to_double(add(two53, BigInt::from_int64(1))) == 9007199254740992.0); // tie: to even
    CHECK(to_double(add(two53, BigInt::from_int64(3))) == 9007199254740996.0); // tie: to even (up)
    CHECK(to_double(negate(add(shift_left(BigInt::from_int64(1), 60), BigInt::from_int64(128)))) == -1152921504606847000.0);
    BigInt two1024 = shift_left(BigInt::from_int64(1), 1024);
    CHECK(std::isinf(to_double(subtract(two1024, shift_left(BigInt::from_int64(1), 970)))));
    CHECK(to_double(subtract(two1024, shift_left(BigInt::from_int64(1), 971))) == 1.7976931348623157e308);
    CHECK(to_string(from_double(1e300)).substr(0, 30) == "100000000000000005250476025520");
    CHECK(to_string(from_double(-9007199254740993.0)) == "-9007199254740992");
    CHECK(compare_with_double(big("10"), 9.5) == 1);
    CHECK(compare_with_double(big("-1"), -0.5) == -1);
    CHECK(compare_with_double(big("3"), 3.0) == 0);
    CHECK(compare_with_double(big("3"), NAN) == 2);
}

TEST_CASE("BigInt literals: V8's syntax errors with a location", "[js][bigint][errors]")
{
    auto syntax = [](const std::string& src) {
        JsRun r = run_js(src);
        CHECK(r.status == RunResult::Status::SyntaxError);
        return r.message;
    };
    CHECK(syntax("let x = 1.5n;") == "SyntaxError: Invalid or unexpected token (line 1, column 9)");
    CHECK(syntax("let x = 1e3n;") == "SyntaxError: Invalid or unexpected token (line 1, column 9)");
    CHECK(syntax("let x = 017n;") == "SyntaxError: Invalid or unexpected token (line 1, column 9)");
    JsRun ok = run_js("console.log(1_000n, 0x1Fn, 0o17n, 0b101n, typeof 10n, { 10n: 'key' });");
    CHECK(ok.out == "1000n 31n 15n 5n bigint { '10': 'key' }\n");
}

TEST_CASE("BigInt size cap and the instruction budget stop huge work cleanly", "[js][bigint][budget]")
{
    // Past the size cap: V8's RangeError, before any work.
    JsRun capped = run_js("try { 2n ** 100000000n; } catch (e) { console.log(e.name, e.message); }");
    CHECK(capped.out == "RangeError Maximum BigInt size exceeded\n");
    // Below the cap but expensive: the budget stops the loop (no hang).
    JsRun runaway = run_js("let x = 3n ** 300000n; for (;;) x = x * x % (3n ** 300000n + 1n);", 20'000'000);
    CHECK(runaway.status == RunResult::Status::BudgetExceeded);
    CHECK(runaway.message.find("BigInt") != std::string::npos);
    // The work is charged: one big multiplication costs far more than one instruction.
    JsRun charged = run_js("const a = 7n ** 100000n; const b = a * a; console.log(b > 0n);");
    CHECK(charged.out == "true\n");
    CHECK(charged.instructions > 100'000);
}
