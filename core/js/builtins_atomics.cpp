// 25.4 The Atomics Object https://tc39.es/ecma262/#sec-atomics-object
//
// Every operation is a read-modify-write of one element of an integer typed array, done
// on the element's raw bits (little-endian, zero-extended to 64 bits). The VM runs one
// thread at a time, so each is atomic by construction. Atomics.wait and Atomics.notify
// on a SharedArrayBuffer ask the host (VMHooks::atomics_wait / atomics_notify): blocking
// a thread and waking it is the host's, whose threads share the buffer's bytes.
// Not provided: Atomics.waitAsync.
#include "core/js/array_buffer.h"
#include "core/js/bigint_ops.h"
#include "core/js/vm.h"
#include <cmath>
#include <cstring>

namespace evloop::js {

namespace {

bool is_integer_type(ElementType t)
{
    return t != ElementType::Float32 && t != ElementType::Float64 && t != ElementType::Uint8Clamped;
}

// 25.4.3.1 ValidateIntegerTypedArray ( typedArray, waitable )
ThrowOr<TypedArrayObject*> validate_integer_typed_array(VM& vm, Value v, bool waitable)
{
    auto* ta = v.is_object() && v.as_object()->object_class() == ObjectClass::TypedArray ? static_cast<TypedArrayObject*>(v.as_object()) : nullptr;
    if (!ta)
        return vm.throw_type_error("[object " + std::string(v.is_object() ? v.as_object()->class_name() : "Object") + "] is not an integer shared typed array.");
    if (ta->is_out_of_bounds())
        return vm.throw_type_error("Cannot perform Atomics operation on a detached or out of bounds typed array");
    bool ok = waitable ? (ta->type() == ElementType::Int32 || ta->type() == ElementType::BigInt64) : is_integer_type(ta->type());
    if (!ok)
        return vm.throw_type_error(std::string("[object ") + ta->class_name() + "] is not an " + (waitable ? "int32 or BigInt64" : "integer") + " typed array.");
    return ta;
}

// 25.4.3.2 ValidateAtomicAccess ( taRecord, requestIndex ): the element's index.
ThrowOr<size_t> validate_atomic_access(VM& vm, TypedArrayObject* ta, Value request)
{
    double index = TRY(vm.to_integer_or_infinity(request));
    if (index < 0 || index >= static_cast<double>(ta->length()))
        return vm.throw_range_error("Invalid atomic access index");
    return static_cast<size_t>(index);
}

uint64_t read_bits(TypedArrayObject* ta, size_t index)
{
    uint64_t bits = 0;
    std::memcpy(&bits, ta->element_pointer(index), ta->element_size());
    return bits;
}

void write_bits(TypedArrayObject* ta, size_t index, uint64_t bits)
{
    std::memcpy(ta->element_pointer(index), &bits, ta->element_size());
}

// The element type's value of `bits` (a Number, or a BigInt for the 64-bit types).
Value value_of_bits(VM& vm, ElementType type, uint64_t bits)
{
    uint8_t bytes[8];
    std::memcpy(bytes, &bits, 8);
    if (is_bigint_element_type(type))
        return make_bigint(vm, raw_bytes_to_bigint(type, bytes));
    return Value(raw_bytes_to_number(type, bytes));
}

// A value converted for the array: ToBigInt or ToIntegerOrInfinity (what the operation
// returns for store), and its raw bits in the element type.
struct Operand {
    Value value;
    uint64_t bits = 0;
};

ThrowOr<Operand> to_operand(VM& vm, ElementType type, Value v)
{
    Operand out;
    uint8_t bytes[8] = {};
    if (is_bigint_element_type(type)) {
        BigInt b = TRY(to_bigint(vm, v));
        bigint_to_raw_bytes(b, bytes);
        out.value = make_bigint(vm, b);
    } else {
        double d = TRY(vm.to_integer_or_infinity(v));
        out.value = Value(d == 0 ? 0.0 : d); // -0 is returned as +0
        number_to_raw_bytes(type, d, bytes);
    }
    std::memcpy(&out.bits, bytes, 8);
    return out;
}

enum class Op { Add, Sub, And, Or, Xor, Exchange };

// 25.4.3.17 AtomicReadModifyWrite ( typedArray, index, value, op )
ThrowOr<Value> read_modify_write(VM& vm, CallArgs& args, Op op)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), false));
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    Operand v = TRY(to_operand(vm, ta->type(), args.arg(2)));
    if (ta->is_out_of_bounds() || index >= ta->length())
        return vm.throw_type_error("Cannot perform Atomics operation on a detached or out of bounds typed array");
    uint64_t old = read_bits(ta, index);
    uint64_t result = 0;
    switch (op) {
    case Op::Add: result = old + v.bits; break;
    case Op::Sub: result = old - v.bits; break;
    case Op::And: result = old & v.bits; break;
    case Op::Or: result = old | v.bits; break;
    case Op::Xor: result = old ^ v.bits; break;
    case Op::Exchange: result = v.bits; break;
    }
    write_bits(ta, index, result); // write_bits keeps the element's low bytes
    return value_of_bits(vm, ta->type(), old);
}

ThrowOr<Value> atomics_add(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::Add); }
ThrowOr<Value> atomics_sub(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::Sub); }
ThrowOr<Value> atomics_and(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::And); }
ThrowOr<Value> atomics_or(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::Or); }
ThrowOr<Value> atomics_xor(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::Xor); }
ThrowOr<Value> atomics_exchange(VM& vm, CallArgs& a) { return read_modify_write(vm, a, Op::Exchange); }

// 25.4.7 Atomics.compareExchange ( typedArray, index, expectedValue, replacementValue )
ThrowOr<Value> atomics_compare_exchange(VM& vm, CallArgs& args)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), false));
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    Operand expected = TRY(to_operand(vm, ta->type(), args.arg(2)));
    Operand replacement = TRY(to_operand(vm, ta->type(), args.arg(3)));
    if (ta->is_out_of_bounds() || index >= ta->length())
        return vm.throw_type_error("Cannot perform Atomics operation on a detached or out of bounds typed array");
    uint64_t mask = ta->element_size() == 8 ? ~uint64_t(0) : (uint64_t(1) << (8 * ta->element_size())) - 1;
    uint64_t old = read_bits(ta, index);
    if ((old & mask) == (expected.bits & mask))
        write_bits(ta, index, replacement.bits);
    return value_of_bits(vm, ta->type(), old);
}

// 25.4.9 Atomics.load ( typedArray, index )
ThrowOr<Value> atomics_load(VM& vm, CallArgs& args)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), false));
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    return value_of_bits(vm, ta->type(), read_bits(ta, index));
}

// 25.4.11 Atomics.store ( typedArray, index, value ): returns the converted value.
ThrowOr<Value> atomics_store(VM& vm, CallArgs& args)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), false));
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    Operand v = TRY(to_operand(vm, ta->type(), args.arg(2)));
    if (ta->is_out_of_bounds() || index >= ta->length())
        return vm.throw_type_error("Cannot perform Atomics operation on a detached or out of bounds typed array");
    write_bits(ta, index, v.bits);
    return v.value;
}

// 25.4.8 Atomics.isLockFree ( size )
ThrowOr<Value> atomics_is_lock_free(VM& vm, CallArgs& args)
{
    double n = TRY(vm.to_integer_or_infinity(args.arg(0)));
    return Value(n == 1 || n == 2 || n == 4 || n == 8);
}

// 25.4.13 Atomics.wait ( typedArray, index, value, timeout ), DoWait with mode sync.
ThrowOr<Value> atomics_wait(VM& vm, CallArgs& args)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), true));
    if (!ta->buffer()->is_shared())
        return vm.throw_type_error(std::string("[object ") + ta->class_name() + "] is not a shared typed array.");
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    Operand v = TRY(to_operand(vm, ta->type(), args.arg(2)));
    double timeout = TRY(vm.to_number(args.arg(3)));
    timeout = std::isnan(timeout) ? INFINITY : std::max(timeout, 0.0);
    // 10. If AgentCanSuspend() is false, throw a TypeError (a browser's main thread).
    if (!vm.hooks().atomics_wait)
        return vm.throw_type_error("Atomics.wait cannot be called in this context");
    if (read_bits(ta, index) != v.bits)
        return vm.string_value("not-equal");
    size_t byte_index = ta->byte_offset() + index * ta->element_size();
    return vm.hooks().atomics_wait(vm, ta->buffer()->block().get(), byte_index, timeout);
}

// 25.4.15 Atomics.notify ( typedArray, index, count ): how many waiters it woke.
ThrowOr<Value> atomics_notify(VM& vm, CallArgs& args)
{
    TypedArrayObject* ta = TRY(validate_integer_typed_array(vm, args.arg(0), true));
    size_t index = TRY(validate_atomic_access(vm, ta, args.arg(1)));
    double count = INFINITY;
    if (!args.arg(2).is_undefined())
        count = std::max(TRY(vm.to_integer_or_infinity(args.arg(2))), 0.0);
    if (!ta->buffer()->is_shared() || !vm.hooks().atomics_notify)
        return Value(0.0);
    size_t byte_index = ta->byte_offset() + index * ta->element_size();
    return Value(vm.hooks().atomics_notify(vm, ta->buffer()->block().get(), byte_index, count));
}

} // namespace

void install_atomics_builtins(VM& vm)
{
    Object* atomics = vm.make_object();
    vm.set_intrinsic("Atomics", atomics);
    vm.define_value(vm.global_object(), "Atomics", Value(atomics));
    vm.define_native(atomics, "load", atomics_load, 2);
    vm.define_native(atomics, "store", atomics_store, 3);
    vm.define_native(atomics, "add", atomics_add, 3);
    vm.define_native(atomics, "sub", atomics_sub, 3);
    vm.define_native(atomics, "and", atomics_and, 3);
    vm.define_native(atomics, "or", atomics_or, 3);
    vm.define_native(atomics, "xor", atomics_xor, 3);
    vm.define_native(atomics, "exchange", atomics_exchange, 3);
    vm.define_native(atomics, "compareExchange", atomics_compare_exchange, 4);
    vm.define_native(atomics, "isLockFree", atomics_is_lock_free, 1);
    vm.define_native(atomics, "wait", atomics_wait, 4);
    vm.define_native(atomics, "notify", atomics_notify, 3);
    atomics->put_direct(PropertyKey::symbol(vm.symbol_to_string_tag()), vm.string_value("Atomics"), kConfigurable);
}

} // namespace evloop::js
