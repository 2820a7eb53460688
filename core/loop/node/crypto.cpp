// node:crypto's computations (the JavaScript half times them on the threadpool):
// hashes and HMAC, pbkdf2 and scrypt computed for real while they are cheap, and
// randomness from the run's seed.
#include "core/loop/node/node_host.h"
#include "core/util/digest.h"
#include <cmath>

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_random(VM& vm, CallArgs&)
{
    return Value(vm.next_random());
}

// Bytes travel between node.js and C++ as latin1 strings: one char16 per byte.
std::string bytes_of(const std::u16string& s)
{
    std::string out(s.size(), '\0');
    for (size_t i = 0; i < s.size(); ++i)
        out[i] = static_cast<char>(s[i] & 0xff);
    return out;
}

auto latin1_string(VM& vm, const std::string& bytes)
{
    std::u16string out(bytes.size(), u'\0');
    for (size_t i = 0; i < bytes.size(); ++i)
        out[i] = static_cast<char16_t>(static_cast<uint8_t>(bytes[i]));
    return vm.make_string(std::move(out));
}

// digest(algorithm, message, key?) → the hash (or with a key the HMAC) of `message`, bytes
// as a latin1 string both ways; undefined for an unknown algorithm.
ThrowOr<Value> n_digest(VM& vm, CallArgs& a)
{
    std::string algorithm = TRY(vm.to_string(a.arg(0)))->utf8();
    std::string message = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    std::optional<std::string> result;
    if (a.arg(2).is_undefined())
        result = digest(algorithm, message);
    else
        result = hmac(algorithm, bytes_of(TRY(vm.to_string(a.arg(2)))->string()), message);
    if (!result)
        return Value();
    return Value(latin1_string(vm, *result));
}

// pbkdf2(algorithm, password, salt, iterations, keylen) → the derived key as a latin1
// string, computed for real when it is cheap (at most kRealPbkdf2Rounds HMACs, a few ms);
// undefined beyond that or for an unknown digest (the caller then uses seeded bytes).
constexpr uint64_t kRealPbkdf2Rounds = 20'000;

ThrowOr<Value> n_pbkdf2(VM& vm, CallArgs& a)
{
    std::string algorithm = TRY(vm.to_string(a.arg(0)))->utf8();
    std::string password = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    std::string salt = bytes_of(TRY(vm.to_string(a.arg(2)))->string());
    double iterations = TRY(vm.to_number(a.arg(3)));
    double key_length = TRY(vm.to_number(a.arg(4)));
    std::optional<std::string> probe = digest(algorithm, "");
    if (!probe || !(iterations >= 1) || !(key_length >= 0) || key_length > 1 << 20)
        return Value();
    double blocks = std::ceil(key_length / static_cast<double>(probe->size()));
    if (iterations * std::max(1.0, blocks) > static_cast<double>(kRealPbkdf2Rounds))
        return Value();
    std::optional<std::string> key = pbkdf2(algorithm, password, salt, static_cast<uint64_t>(iterations), static_cast<size_t>(key_length));
    if (!key)
        return Value();
    return Value(latin1_string(vm, *key));
}

// scrypt(password, salt, N, r, p, keylen) → the derived key as a latin1 string, computed
// for real up to four times Node's default cost (N·r·p ≤ 2^19, tens of ms); undefined
// beyond that or for parameters RFC 7914 does not allow (the caller uses seeded bytes).
constexpr double kRealScryptWork = 16384.0 * 8 * 4;

ThrowOr<Value> n_scrypt(VM& vm, CallArgs& a)
{
    std::string password = bytes_of(TRY(vm.to_string(a.arg(0)))->string());
    std::string salt = bytes_of(TRY(vm.to_string(a.arg(1)))->string());
    double n = TRY(vm.to_number(a.arg(2)));
    double r = TRY(vm.to_number(a.arg(3)));
    double p = TRY(vm.to_number(a.arg(4)));
    double key_length = TRY(vm.to_number(a.arg(5)));
    if (!(n >= 2) || !(r >= 1) || !(p >= 1) || !(key_length >= 0) || key_length > 1 << 20 || n * r * p > kRealScryptWork)
        return Value();
    std::optional<std::string> key = scrypt(password, salt, static_cast<uint64_t>(n), static_cast<uint32_t>(r),
        static_cast<uint32_t>(p), static_cast<size_t>(key_length));
    if (!key)
        return Value();
    return Value(latin1_string(vm, *key));
}

} // namespace


void define_crypto_natives(VM& vm, Object* b)
{
    vm.define_native(b, "random", n_random, 0);
    vm.define_native(b, "digest", n_digest, 3);
    vm.define_native(b, "pbkdf2", n_pbkdf2, 5);
    vm.define_native(b, "scrypt", n_scrypt, 6);
}

} // namespace evloop::loop::node
