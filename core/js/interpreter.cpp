// The interpreter loop. Frames live on the heap; a JS-to-JS call pushes a frame and
// continues in the same loop, so `await` can set a frame aside and resume it later from a
// job without any C++ recursion. Native functions that call back into JS (Array.prototype
// .map, getters, Promise executors) run a nested loop for that call.
//
// Index, in file order (look things up by function name):
//   frames        make_frame (10.2.1.1 PrepareForOrdinaryCall, 10.2.1.2 OrdinaryCallBindThis),
//                 recycle_frame (the frame and environment pools)
//   calls from C++  call_closure, call_job_callback, call (7.3.14 Call, 10.3.1 built-in
//                 [[Call]], bound functions), create_this (10.1.13), construct (7.3.15
//                 Construct, 10.2.2 [[Construct]]), resume (generators and await)
//   messages      local_name, callee_description, not_iterable_at: V8's wording
//   operators     js_mod, class Interpreter: numbers (two numbers in place), binary
//                 (13.15.3 ApplyStringOrNumericBinaryOperator, 7.2.13-7.2.15 comparisons
//                 and equality), define_field / define_method (classes)
//   cost model    charge_number_to_string, next_tier (cost_model.h)
//   limits        check_instruction_limits (budget, checkpoints, the CPU deadline)
//   fast lane     kLane, make_lane_runs, run_simple: runs of instructions that call
//                 nothing, allocate nothing and cannot throw, in a loop of their own
//   run_frame     the loop: the checks before an instruction, the step hook, decoding and
//                 charging (one compare while nothing is due); then one case per opcode
//                 in opcodes.def's order: superinstructions (superinstructions.h),
//                 constants, stack, variables and scopes, objects and arrays, operators,
//                 jumps, calls (a closure's frame continues in the loop), exceptions,
//                 iteration, classes, private names and templates, RegExp, generators and
//                 async; then do_return (10.2.1.4 OrdinaryCallEvaluateBody's completion,
//                 [[Construct]]'s this) and handle_throw (14.15 try, async rejection)
#include "core/js/arguments_object.h"
#include "core/js/bigint_ops.h"
#include "core/js/array_buffer.h"
#include "core/js/generator.h"
#include "core/js/promise.h"
#include "core/js/proxy.h"
#include "core/js/regexp_object.h"
#include "core/js/vm.h"
#include "core/js/private_names.h"
#include "core/js/superinstructions.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <unordered_set>

namespace evloop::js {

Frame* VM::new_frame()
{
    Frame* f = m_heap.allocate<Frame>();
    f->stack.reserve(8);
    return f;
}

// Every call of a closure comes through here; run_frame's calls inline it (the pools make
// the usual call allocate nothing, and a call out and back cost as much as the rest).
[[gnu::always_inline]] inline Frame* VM::prepare_frame(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target)
{
    FunctionCode* code = closure->code();
    if (code->lazy) [[unlikely]]
        compile_on_first_call(*code);
    Frame* f;
    if (!m_frame_pool.empty()) [[likely]] {
        // A pooled frame still holds its last call's fields (recycle_frame cleared only
        // the ones below that do not set): each is set here.
        f = m_frame_pool.pop();
    } else {
        f = new_frame();
    }
    f->code = code;
    f->callee = closure;
    f->serial = m_next_frame_serial++;
    f->args.assign(args);
    if (!m_environment_pool.empty()) [[likely]] {
        f->env = m_environment_pool.pop();
        f->env->reset(closure->env(), code->slot_count);
    } else {
        f->env = m_heap.allocate<Environment>(closure->env(), code->slot_count);
    }
    f->function_env = f->env;
    if (code->is_arrow()) {
        // Arrows have no this, new.target or super of their own (lexical, §10.2.1.1).
        f->this_value = closure->captured_this;
        f->new_target = closure->captured_new_target;
        f->home_object = closure->captured_home;
    } else {
        // 10.2.1.2 OrdinaryCallBindThis: sloppy functions see globalThis for undefined/null
        // and a wrapper object for primitives.
        if (!code->strict && !code->is_top_level) {
            if (this_value.is_nullish())
                this_value = Value(m_global);
            else if (!this_value.is_object() && !this_value.is_empty()) [[unlikely]]
                this_value = Value(to_object(this_value).value());
        }
        f->this_value = this_value;
        f->new_target = new_target;
        f->home_object = closure->home_object;
    }
    f->receiver = code->is_arrow() ? this_value : f->this_value;
    return f;
}

Frame* VM::make_frame(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target)
{
    return prepare_frame(closure, this_value, args, new_target);
}

[[gnu::always_inline]] inline void VM::recycle_frame(Frame* f)
{
    // Async frames live on in promise reactions; entry frames of async code are handled
    // by their callers. Everything else is unreachable once it returned or threw.
    if (f->async_promise || f->suspended || f->generator)
        return;
    // A function with no nested functions cannot have let its environment escape, unless
    // a mapped arguments object holds on to it.
    if (f->code->functions.empty() && f->code->mapped_parameter_slots.empty() && f->function_env
        && !m_environment_pool.full()) {
        // Pooled environments are roots: drop their bindings so they keep nothing alive
        // (what a WeakMap or WeakRef sees must not depend on the pool). The slots stay, so
        // the next call of a function with as many costs no resize.
        f->function_env->reset(nullptr, f->function_env->slots().size());
        m_environment_pool.push(f->function_env);
    }
    if (m_frame_pool.full())
        return;
    // make_frame sets the callee, this, the arguments and the environments again; the
    // collector does not look at them while the frame is pooled (Frame::visit_edges: no
    // code), so they keep nothing alive.
    f->code = nullptr;
    f->stack.clear();
    f->handlers.clear();
    f->pc = 0;
    f->caller = nullptr;
    f->is_entry = false;
    f->is_construct = false;
    m_frame_pool.push(f);
}

ThrowOr<Value> VM::call_closure(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target, bool gc_safe)
{
    // A call from C++ code (a getter, a proxy trap, a callback of a builtin) nests
    // run_frame on the C++ stack: the same limit as native calls keeps a trap or getter
    // that recurses through it from overflowing the stack.
    if (!gc_safe && m_native_depth >= kMaxNativeDepth)
        return throw_range_error("Maximum call stack size exceeded");
    // Unless the caller said otherwise, C++ code up the stack may hold unrooted values.
    struct NoCollection {
        int& depth;
        bool active;
        NoCollection(int& d, bool a)
            : depth(d)
            , active(a)
        {
            depth += active;
        }
        ~NoCollection() { depth -= active; }
    } no_collection { m_native_depth, !gc_safe };
    FunctionCode* code = closure->code();
    if (code->is_class_constructor() && !new_target)
        return throw_type_error("Class constructor " + code->name + " cannot be invoked without 'new'");
    Frame* frame = make_frame(closure, this_value, args, new_target);
    frame->is_entry = true;
    frame->is_construct = new_target != nullptr;
    if (code->is_async_function())
        frame->async_promise = new_promise(*this);
    Completion c = run_frame(frame);
    if (c.type == Completion::Type::Throw)
        return throw_value(c.value);
    if (code->is_async_function())
        return Value(static_cast<Object*>(frame->async_promise));
    return c.value;
}

ThrowOr<Value> VM::call_job_callback(Value function, Value this_value, std::span<const Value> args)
{
    if (auto* closure = function.is_object() ? function_cast<Closure>(function.as_object()) : nullptr)
        return call_closure(closure, this_value, args, nullptr, /* gc_safe */ m_native_depth == 0);
    return call(function, this_value, args);
}

ThrowOr<Value> VM::call(Value function, Value this_value, std::span<const Value> args)
{
    if (!function.is_object() || !function.as_object()->is_function())
        return throw_type_error(describe_uncaught(function) + " is not a function");
    Object* fo = function.as_object();
    if (auto* closure = function_cast<Closure>(fo))
        return call_closure(closure, this_value, args, nullptr);
    if (auto* native = function_cast<NativeFunction>(fo)) {
        if (++m_native_depth > kMaxNativeDepth) {
            --m_native_depth;
            return throw_range_error("Maximum call stack size exceeded");
        }
        // The cost model: a builtin called by the hosts' own JavaScript is part of the
        // platform work that code stands in for (cost_model.h).
        if (!m_current || !m_current->code->internal)
            m_cpu_ps += kCpu.native_call_ps;
        CallArgs call_args { this_value, args, nullptr, native };
        bool shown = native->in_stack_traces;
        if (shown)
            m_native_calls.push_back({ native, this_value, false, m_current });
        ThrowOr<Value> result = native->fn()(*this, call_args);
        if (shown)
            m_native_calls.pop_back();
        --m_native_depth;
        return result;
    }
    if (function_cast<BoundFunction>(fo)) {
        // 10.4.1.1 [[Call]] of a bound function, for a whole chain of them in a loop (one
        // C++ call per link would overflow the stack on `f.bind().bind()…` 20 000 deep):
        // each link's bound arguments go in front and the innermost link's `this` wins.
        std::vector<Value> all(args.begin(), args.end());
        Value bound_this;
        Object* target = fo;
        while (auto* bound = function_cast<BoundFunction>(target)) {
            all.insert(all.begin(), bound->bound_args().begin(), bound->bound_args().end());
            bound_this = bound->bound_this();
            target = bound->target();
        }
        return call(Value(target), bound_this, all);
    }
    if (fo->is_proxy())
        return proxy_call(*this, static_cast<ProxyObject*>(fo), this_value, args);
    return throw_type_error("value is not a function");
}

// 10.1.13 OrdinaryCreateFromConstructor: the prototype comes from new.target.
// `code` constructs it: room for the properties its earlier objects ended up with, so the
// constructor's `this.a = …` lines do not regrow them.
static ThrowOr<Object*> create_this(VM& vm, Object* new_target, Object* fallback, const FunctionCode& code)
{
    // A constructor's own `prototype` data property (every function that can be new'd has
    // one; it is not configurable, so it stays one) is read from its few named properties
    // without the general [[Get]]; anything else takes that.
    Value proto;
    const Property* own = nullptr;
    if (!new_target->is_proxy() && new_target->named_property_count() <= 8)
        for (const auto& [key, property] : new_target->named_properties())
            if (key == vm.names().prototype) {
                own = &property;
                break;
            }
    if (own && !own->is_accessor())
        proto = own->value;
    else
        proto = TRY(new_target->get(vm, vm.names().prototype));
    Object* self = vm.heap().allocate<Object>(proto.is_object() ? proto.as_object() : fallback);
    self->reserve_properties(code.constructed_properties);
    return self;
}

ThrowOr<Value> VM::construct(Value constructor, std::span<const Value> args, Object* new_target)
{
    if (!is_constructor(constructor))
        return throw_type_error(describe_uncaught(constructor) + " is not a constructor");
    Object* ctor = constructor.as_object();
    if (!new_target)
        new_target = ctor;
    if (auto* closure = function_cast<Closure>(ctor)) {
        FunctionCode* code = closure->code();
        if (code->is_derived())
            return call_closure(closure, Value::empty(), args, new_target);
        Object* self = TRY(create_this(*this, new_target, m_object_prototype, *code));
        if (closure->field_initializer)
            TRY(call(Value(static_cast<Object*>(closure->field_initializer)), Value(self), {}));
        return call_closure(closure, Value(self), args, new_target);
    }
    if (auto* native = function_cast<NativeFunction>(ctor)) {
        if (++m_native_depth > kMaxNativeDepth) {
            --m_native_depth;
            return throw_range_error("Maximum call stack size exceeded");
        }
        if (!m_current || !m_current->code->internal)
            m_cpu_ps += kCpu.native_call_ps;
        CallArgs call_args { Value(), args, new_target, native };
        bool shown = native->in_stack_traces;
        if (shown)
            m_native_calls.push_back({ native, Value(), true, m_current });
        ThrowOr<Value> result = native->fn()(*this, call_args);
        if (shown)
            m_native_calls.pop_back();
        --m_native_depth;
        return result;
    }
    if (function_cast<BoundFunction>(ctor)) {
        // 10.4.1.2 [[Construct]] of a bound function, for a whole chain in a loop (see
        // call()): 5. If SameValue(F, newTarget), newTarget is the link's target.
        std::vector<Value> all(args.begin(), args.end());
        Object* target = ctor;
        while (auto* bound = function_cast<BoundFunction>(target)) {
            all.insert(all.begin(), bound->bound_args().begin(), bound->bound_args().end());
            if (new_target == target)
                new_target = bound->target();
            target = bound->target();
        }
        return construct(Value(target), all, new_target);
    }
    if (ctor->is_proxy())
        return proxy_construct(*this, static_cast<ProxyObject*>(ctor), args, new_target);
    return throw_type_error("not a constructor");
}

Completion VM::resume(Frame* frame, Value value, bool is_throw, bool pausable)
{
    frame->suspended = false;
    frame->is_entry = true;
    if (is_throw) {
        m_exception = value;
    } else {
        frame->stack.push_back(value);
        m_exception = Value();
    }
    frame->pc |= is_throw ? 0x80000000u : 0; // run_frame starts by throwing
    return run_frame(frame, nullptr, pausable);
}

std::string VM::source_text(const SourceRange& r) const
{
    if (r.end.offset <= r.start.offset || r.end.offset > m_source.size())
        return {};
    return m_source.substr(r.start.offset, r.end.offset - r.start.offset);
}

std::string VM::local_name(Frame* f)
{
    if (f->code->internal)
        return "variable";
    std::string text = source_text(f->code->range_at(f->pc == 0 ? 0 : f->pc - 1));
    size_t i = 0;
    while (i < text.size() && !is_identifier_start(static_cast<unsigned char>(text[i])))
        ++i;
    size_t start = i;
    while (i < text.size() && is_identifier_part(static_cast<unsigned char>(text[i])))
        ++i;
    return i > start ? text.substr(start, i - start) : std::string("variable");
}

std::string VM::callee_description(Frame* f, Value callee)
{
    // V8 names the callee by its source text: "obj.method is not a function".
    std::string text = f->code->internal ? std::string() : source_text(f->code->range_at(f->pc == 0 ? 0 : f->pc - 1));
    if (text.rfind("new ", 0) == 0)
        text = text.substr(4);
    if (!text.empty() && text.back() == ')') {
        int depth = 0;
        for (size_t i = text.size(); i-- > 0;) {
            if (text[i] == ')')
                ++depth;
            else if (text[i] == '(' && --depth == 0) {
                text = text.substr(0, i);
                break;
            }
        }
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '?' || text.back() == '.'))
        text.pop_back();
    if (text.empty() || text.size() > 80 || text.find('\n') != std::string::npos)
        return describe_uncaught(callee);
    return text;
}

bool VM::array_iteration_is_pristine(Object* array) const
{
    if (array->prototype() != m_array_prototype || !original_array_values)
        return false;
    if (array->get_own_property(PropertyKey::symbol(m_symbol_iterator)))
        return false;
    auto values = m_array_prototype->get_own_property(PropertyKey::symbol(m_symbol_iterator));
    auto next = m_array_iterator_prototype->get_own_property(const_cast<VM*>(this)->m_names.next);
    return values && values->value.is_object() && values->value.as_object() == original_array_values && next
        && next->value.is_object() && next->value.as_object() == original_array_iterator_next;
}

std::string VM::not_iterable_at(Frame* f, uint32_t pc, Value v)
{
    // Bytecode iteration names the expression by its source text, as V8 does: "{} is not iterable".
    std::string text = f->code->internal ? std::string() : source_text(f->code->range_at(pc));
    if (text.empty() || text.size() > 80 || text.find('\n') != std::string::npos)
        return not_iterable_message(v);
    return text + " is not iterable";
}

std::string VM::not_iterable_message(Value v)
{
    const char* suffix = " is not iterable (cannot read property Symbol(Symbol.iterator))";
    if (v.is_nullish())
        return std::string(v.is_null() ? "null" : "undefined") + suffix;
    if (v.is_object())
        return std::string(v.as_object()->is_function() ? "function" : "object") + " is not iterable (cannot read property Symbol(Symbol.iterator))";
    std::string type = type_of(v).as_string()->utf8();
    std::string shown = v.is_string() ? "\"" + v.as_string()->utf8() + "\"" : describe_uncaught(v);
    return type + " " + shown + suffix;
}

namespace {

std::string key_text(const PropertyKey& k)
{
    if (k.is_symbol())
        return "Symbol(" + utf16_to_utf8(k.as_symbol()->description()) + ")";
    return utf16_to_utf8(k.to_string());
}

[[gnu::always_inline]] inline double js_mod(double a, double b)
{
    // Non-negative integers (a loop counter % n) without the library call; the sign of a
    // zero result follows the dividend, so negative dividends take fmod.
    if (a >= 0 && b > 0 && a <= 2147483647.0 && b <= 2147483647.0) {
        auto ia = static_cast<int32_t>(a), ib = static_cast<int32_t>(b);
        if (ia == a && ib == b)
            return static_cast<double>(ia % ib);
    }
    return std::fmod(a, b);
}

// Names a callee for "x is not a function" messages, like V8: the source text of the
// callee expression is not kept, so use the variable or property name when we can.
} // namespace

// Interpreter helpers that need VM internals.
class Interpreter {
public:
    // The cost model: TurboFan keeps int32 results in integer registers; any other number
    // is a float operation, and a chain of them waits for each one (double_arith_ps).
    [[gnu::always_inline]] static Value arith_result(VM& vm, double r)
    {
        if (!(r >= -2147483648.0 && r <= 2147483647.0 && r == static_cast<double>(static_cast<int32_t>(r))))
            vm.charge_ps(kCpu.double_arith_ps);
        return Value(r);
    }
    // A binary operator on two numbers, computed without leaving the loop; false for the
    // operators run_frame leaves to binary() (exponent, bitwise, in, instanceof).
    [[gnu::always_inline]] static bool numbers(VM& vm, Op op, double x, double y, Value& out)
    {
        switch (op) {
        case Op::Add: out = arith_result(vm, x + y); return true;
        case Op::Sub: out = arith_result(vm, x - y); return true;
        case Op::Mul: out = arith_result(vm, x * y); return true;
        case Op::Div: out = Value(x / y); return true;
        case Op::Mod: out = Value(js_mod(x, y)); return true;
        case Op::Lt: out = Value(x < y); return true;
        case Op::Gt: out = Value(x > y); return true;
        case Op::Le: out = Value(x <= y); return true;
        case Op::Ge: out = Value(x >= y); return true;
        case Op::Eq:
        case Op::StrictEq: out = Value(x == y); return true;
        case Op::Ne:
        case Op::StrictNe: out = Value(x != y); return true;
        default: return false;
        }
    }
    // A superinstruction's fast path (superinstructions.h) on frame `f`, whose code is
    // `code` and constants `constants`: the pc after it, or kNotFused where its operands
    // are not what the fast path takes (then nothing was done). run_frame and its fast
    // lane (run_simple) both run superinstructions through these.
    static constexpr uint32_t kNotFused = UINT32_MAX;
    [[gnu::always_inline]] static Environment* environment_at(Frame& f, uint32_t hops)
    {
        Environment* e = f.env;
        while (hops--)
            e = e->parent();
        return e;
    }
    // Each takes the superinstructions of one case group of run_fused's callers.
#define FUSED_ARGS VM &vm, Frame &f, const uint32_t *code, const Value *constants, uint32_t pc, Op op, uint32_t a, uint32_t b
    [[gnu::always_inline]] static uint32_t fused_step_local(FUSED_ARGS)
    {
        // IncLocalVoid, DecLocalVoid, IncLocalPreVoid, DecLocalPreVoid
        Value& slot = environment_at(f, a)->slots()[b];
        if (!slot.is_number())
            return kNotFused;
        slot = Value(slot.as_number() + (op == Op::IncLocalVoid || op == Op::IncLocalPreVoid ? 1 : -1));
        return pc + superinstruction(op).length;
    }
    [[gnu::always_inline]] static uint32_t fused_set_local_pop(FUSED_ARGS)
    {
        Value& slot = environment_at(f, a)->slots()[b];
        if (slot.is_empty())
            return kNotFused;
        slot = f.stack.back();
        f.stack.pop_back();
        return pc + 4;
    }
    [[gnu::always_inline]] static uint32_t fused_get_local2(FUSED_ARGS)
    {
        Value first = environment_at(f, a)->slots()[b];
        Value second = environment_at(f, code[pc + 4])->slots()[code[pc + 5]];
        if (first.is_empty() || second.is_empty())
            return kNotFused;
        f.stack.push_back(first);
        f.stack.push_back(second);
        return pc + 6;
    }
    [[gnu::always_inline]] static uint32_t fused_operand_operator(FUSED_ARGS)
    {
        // ConstArith, ConstDivide, ConstCompare, LocalArith, LocalDivide, LocalCompare
        bool local = op == Op::LocalArith || op == Op::LocalDivide || op == Op::LocalCompare;
        Value right = local ? environment_at(f, a)->slots()[b] : constants[a];
        Value& left = f.stack.back();
        uint32_t at = local ? 3 : 2; // the operator's word
        if (!left.is_number() || !right.is_number())
            return kNotFused;
        numbers(vm, static_cast<Op>(code[pc + at]), left.as_number(), right.as_number(), left);
        return pc + at + 1;
    }
    [[gnu::always_inline]] static uint32_t fused_compare_jump(FUSED_ARGS)
    {
        // LtJump, GtJump, LeJump, GeJump, StrictEqJump, StrictNeJump on two numbers
        size_t n = f.stack.size();
        Value left = f.stack[n - 2], right = f.stack[n - 1];
        if (!left.is_number() || !right.is_number())
            return kNotFused;
        double x = left.as_number(), y = right.as_number();
        bool result;
        switch (op) {
        case Op::LtJump: result = x < y; break;
        case Op::GtJump: result = x > y; break;
        case Op::LeJump: result = x <= y; break;
        case Op::GeJump: result = x >= y; break;
        case Op::StrictEqJump: result = x == y; break;
        default: result = x != y; break;
        }
        f.stack.pop_back();
        f.stack.pop_back();
        return result ? pc + 3 : code[pc + 2];
    }
    [[gnu::always_inline]] static uint32_t fused_operand_compare_jump(FUSED_ARGS)
    {
        // ConstCompareJump, LocalCompareJump
        bool local = op == Op::LocalCompareJump;
        Value right = local ? environment_at(f, a)->slots()[b] : constants[a];
        Value left = f.stack.back();
        uint32_t at = local ? 3 : 2; // the comparison's word; JumpIfFalse follows
        if (!left.is_number() || !right.is_number())
            return kNotFused;
        Value result;
        numbers(vm, static_cast<Op>(code[pc + at]), left.as_number(), right.as_number(), result);
        f.stack.pop_back();
        return result.as_bool() ? pc + at + 3 : code[pc + at + 2];
    }
#undef FUSED_ARGS
    // Two numbers never get here: run_frame computes those in place.
    static ThrowOr<Value> binary(VM& vm, Op op, Value a, Value b)
    {
        switch (op) {
        case Op::Add: {
            // 13.15.3 ApplyStringOrNumericBinaryOperator for +
            Value pa = TRY(vm.to_primitive(a));
            Value pb = TRY(vm.to_primitive(b));
            if (pa.is_string() || pb.is_string()) {
                // The cost model: a new rope when the result is long (V8 copies results
                // under ConsString::kMinLength, 13 code units, into a flat string, and
                // links longer ones). A number operand's conversion is charged by to_string.
                PrimitiveString* sa = TRY(vm.to_string(pa));
                PrimitiveString* sb = TRY(vm.to_string(pb));
                size_t length = sa->length() + sb->length();
                if (length > kMaxStringLength)
                    return vm.throw_range_error("Invalid string length");
                if (length >= 13)
                    vm.charge_ps(kCpu.string_concat_ps);
                // Long results are ropes (a `+=` loop stays linear); short ones are copied,
                // as before ropes, so the heap holds the same cells for everyday strings
                // (the cost model's young-generation survivors count cells).
                if (length >= kRopeMinLength && sa->length() > 0 && sb->length() > 0)
                    return Value(vm.make_rope(sa, sb));
                return Value(vm.make_string(sa->string() + sb->string()));
            }
            if (pa.is_bigint() || pb.is_bigint())
                return numeric_binary(vm, op, pa, pb);
            double x = TRY(vm.to_number(pa));
            double y = TRY(vm.to_number(pb));
            return Value(x + y);
        }
        case Op::Sub:
        case Op::Mul:
        case Op::Div:
        case Op::Mod:
        case Op::Exp:
        case Op::BitAnd:
        case Op::BitOr:
        case Op::BitXor:
        case Op::Shl:
        case Op::Shr:
        case Op::UShr: return numeric_binary(vm, op, a, b);
        case Op::Eq: return Value(TRY(vm.loose_equals(a, b)));
        case Op::Ne: return Value(!TRY(vm.loose_equals(a, b)));
        case Op::StrictEq: return Value(VM::strict_equals(a, b));
        case Op::StrictNe: return Value(!VM::strict_equals(a, b));
        case Op::Lt:
        case Op::Gt:
        case Op::Le:
        case Op::Ge: {
            // 7.2.13 IsLessThan: strings compare by code units, otherwise numerically.
            Value pa = TRY(vm.to_primitive(a, "number"));
            Value pb = TRY(vm.to_primitive(b, "number"));
            if (pa.is_string() && pb.is_string()) {
                const auto& x = pa.as_string()->string();
                const auto& y = pb.as_string()->string();
                switch (op) {
                case Op::Lt: return Value(x < y);
                case Op::Gt: return Value(x > y);
                case Op::Le: return Value(x <= y);
                default: return Value(x >= y);
                }
            }
            if (pa.is_bigint() || pb.is_bigint()) {
                // IsLessThan with a BigInt: 2 is undefined, which makes every comparison false.
                int c = TRY(bigint_compare_primitives(vm, pa, pb));
                switch (op) {
                case Op::Lt: return Value(c == -1);
                case Op::Gt: return Value(c == 1);
                case Op::Le: return Value(c == -1 || c == 0);
                default: return Value(c == 1 || c == 0);
                }
            }
            double x = TRY(vm.to_number(pa));
            double y = TRY(vm.to_number(pb));
            switch (op) {
            case Op::Lt: return Value(x < y);
            case Op::Gt: return Value(x > y);
            case Op::Le: return Value(x <= y);
            default: return Value(x >= y);
            }
        }
        case Op::InstanceOf: return Value(TRY(vm.instance_of(a, b)));
        case Op::In: {
            if (!b.is_object())
                return vm.throw_type_error("Cannot use 'in' operator to search for '" + utf16_to_utf8(TRY(vm.to_u16string(a.is_symbol() ? Value(vm.intern("symbol")) : a))) + "' in " + utf16_to_utf8(TRY(vm.to_u16string(b))));
            PropertyKey k = TRY(vm.to_property_key(a));
            return Value(TRY(b.as_object()->internal_has_property(vm, k)));
        }
        default: break;
        }
        return vm.throw_type_error("bad binary operator");
    }

    // 7.3.33 DefineField ( receiver, fieldRecord ) https://tc39.es/ecma262/#sec-definefield
    // (a public field): 6. Perform ? CreateDataPropertyOrThrow(receiver, fieldName, initValue).
    // Through [[DefineOwnProperty]], so a Proxy's defineProperty trap sees each field and a
    // frozen or non-extensible receiver throws.
    static ThrowOr<void> define_field(VM& vm, Object* receiver, const PropertyKey& key, Value v)
    {
        PropertyDescriptor desc = PropertyDescriptor::from_property(Property { v, nullptr, nullptr, kDefaultAttributes });
        if (TRY(receiver->internal_define_own_property(vm, key, desc)))
            return {};
        // V8's wording.
        if (!receiver->extensible() && !receiver->get_own_property(key))
            return vm.throw_type_error("Cannot define property " + key_text(key) + ", object is not extensible");
        return vm.throw_type_error("Cannot redefine property: " + key_text(key));
    }

    // 13.15.3 ApplyStringOrNumericBinaryOperator, steps 3-8 (after + has handled strings):
    // lnum = ? ToNumeric(lval), rnum = ? ToNumeric(rval); both must be of one type.
    static ThrowOr<Value> numeric_binary(VM& vm, Op op, Value a, Value b)
    {
        Value lnum = TRY(vm.to_numeric(a));
        Value rnum = TRY(vm.to_numeric(b));
        if (lnum.is_bigint() != rnum.is_bigint())
            return throw_bigint_mix(vm);
        if (lnum.is_bigint())
            return bigint_binary(vm, op, lnum.as_bigint(), rnum.as_bigint());
        double x = lnum.as_number(), y = rnum.as_number();
        switch (op) {
        case Op::Add: return Value(x + y);
        case Op::Sub: return Value(x - y);
        case Op::Mul: return Value(x * y);
        case Op::Div: return Value(x / y);
        case Op::Mod: return Value(js_mod(x, y));
        case Op::Exp: return Value(number_exponentiate(x, y));
        case Op::UShr: {
            uint32_t ux = TRY(vm.to_uint32(lnum));
            uint32_t uy = TRY(vm.to_uint32(rnum));
            return Value(static_cast<double>(ux >> (uy & 31)));
        }
        default: break;
        }
        int32_t ix = TRY(vm.to_int32(lnum));
        if (op == Op::Shl || op == Op::Shr) {
            uint32_t uy = TRY(vm.to_uint32(rnum)) & 31;
            if (op == Op::Shl)
                return Value(static_cast<double>(static_cast<int32_t>(static_cast<uint32_t>(ix) << uy)));
            return Value(static_cast<double>(ix >> uy));
        }
        int32_t iy = TRY(vm.to_int32(rnum));
        if (op == Op::BitAnd)
            return Value(static_cast<double>(ix & iy));
        if (op == Op::BitOr)
            return Value(static_cast<double>(ix | iy));
        return Value(static_cast<double>(ix ^ iy));
    }

    static ThrowOr<void> define_method(VM& vm, Object* target, const PropertyKey& key, Value fn, uint32_t kind)
    {
        if (auto* c = function_cast<Closure>(fn.as_object())) {
            c->home_object = target;
            if (kind & 3) {
                std::string prefix = (kind & 3) == 1 ? "get " : "set ";
                c->put_direct(vm.names().name, Value(vm.intern(prefix + key_text(key))), kConfigurable);
            } else if (c->code()->name.empty() || key.is_symbol()) {
                std::string name = key.is_symbol() ? "[" + utf16_to_utf8(key.as_symbol()->description()) + "]" : key_text(key);
                c->put_direct(vm.names().name, Value(vm.intern(name)), kConfigurable);
            }
        }
        uint8_t enumerable = (kind & 4) ? kEnumerable : 0;
        if ((kind & 3) == 0) {
            target->define_own_property(key, Property { fn, nullptr, nullptr, static_cast<uint8_t>(kWritable | kConfigurable | enumerable) });
            return {};
        }
        Property p;
        if (auto existing = target->get_own_property(key); existing && existing->is_accessor())
            p = *existing;
        p.value = Value();
        p.attributes = static_cast<uint8_t>(kAccessor | kConfigurable | enumerable);
        if ((kind & 3) == 1)
            p.getter = fn.as_object();
        else
            p.setter = fn.as_object();
        target->define_own_property(key, p);
        return {};
    }

    static Value name_for_anonymous(VM& vm, Value fn, const PropertyKey& key)
    {
        // Computed keys name anonymous functions: { [k]: () => {} }.
        if (auto* c = fn.is_object() ? function_cast<Closure>(fn.as_object()) : nullptr) {
            if (c->code()->name.empty()) {
                std::string name = key.is_symbol() ? "[" + utf16_to_utf8(key.as_symbol()->description()) + "]" : key_text(key);
                c->put_direct(vm.names().name, Value(vm.intern(name)), kConfigurable);
            }
        }
        return fn;
    }

    static ThrowOr<void> copy_data_properties(VM& vm, Object* target, Value source, const std::vector<PropertyKey>& excluded)
    {
        // 7.3.25 CopyDataProperties ( target, source, excludedItems )
        if (source.is_nullish())
            return {};
        if (source.is_string()) {
            const auto& s = source.as_string()->string();
            for (uint32_t i = 0; i < s.size(); ++i)
                target->put_direct(PropertyKey::index(i), Value(vm.make_string(std::u16string(1, s[i]))));
            return {};
        }
        if (!source.is_object())
            return {};
        Object* from = source.as_object();
        for (const PropertyKey& k : TRY(from->internal_own_property_keys(vm))) {
            if (std::find(excluded.begin(), excluded.end(), k) != excluded.end())
                continue;
            auto p = TRY(from->internal_get_own_property(vm, k));
            if (!p || !p->enumerable())
                continue;
            Value v = TRY(from->get(vm, k));
            target->put_direct(k, v);
        }
        return {};
    }
};

void VM::charge_number_to_string(double n)
{
    // Heap::NumberToStringCache: the index is a small integer's value, else a hash of
    // the double's bits, masked to the cache's size.
    constexpr size_t kEntries = 16384;
    if (m_number_string_cache.empty())
        m_number_string_cache.assign(kEntries, ~uint64_t(0));
    uint64_t bits;
    std::memcpy(&bits, &n, sizeof bits);
    bool small_int = n >= -2147483648.0 && n <= 2147483647.0 && n == std::trunc(n) && !(n == 0 && std::signbit(n));
    size_t index = small_int ? static_cast<uint32_t>(static_cast<int32_t>(n)) & (kEntries - 1)
                             : static_cast<size_t>((bits ^ (bits >> 32)) & (kEntries - 1));
    if (m_number_string_cache[index] == bits)
        return;
    m_number_string_cache[index] = bits;
    m_cpu_ps += kCpu.number_to_string_ps;
}

// A function ran the instructions of its tier (cost_model.h): cold code goes on
// interpreted; interpreted code is optimised, paying once for its compilation.
void VM::next_tier(FunctionCode& code)
{
    if (code.op_costs == op_cost_table(0)) {
        start_interpreted(code);
        return;
    }
    start_optimised(code);
    m_cpu_ps += kCpu.tier_up_ps;
    // The pause happens once: a busy wait's next clock read must not charge it again
    // as part of a spinning iteration (read_clock_ms multiplies what an iteration spent).
    m_last_clock_read_ps += kCpu.tier_up_ps;
}

// The instruction count reached the budget, a checkpoint or the time to look at the task's
// CPU deadline. False: the program stops (terminated, uncatchably, with the message the
// host reports).
bool VM::check_instruction_limits()
{
    if (m_heap_limit_reached) {
        m_terminated = true;
        std::vector<msg::Arg> args { { "objects", m_heap.live_cells() }, { "limit", m_heap_limit } };
        m_budget_message = msg::english_text(Msg::stop_out_of_memory, args);
        m_budget_detail = BudgetDetail { Msg::stop_out_of_memory, std::move(args) };
        return false;
    }
    if (m_instruction_budget && m_instructions >= m_instruction_budget) {
        m_terminated = true;
        if (m_budget_message.empty())
            m_budget_message = "evloop stopped the program after " + std::to_string(m_instructions) + " instructions (the instruction budget)";
        return false;
    }
    if (m_cpu_deadline_ps && m_instructions >= m_deadline_check_at) {
        if (m_cpu_ps >= m_cpu_deadline_ps) {
            m_terminated = true;
            m_cpu_deadline_passed = true;
            m_budget_message = "the task time limit";
            m_deadline_check_at = UINT64_MAX;
            update_next_check();
            return false;
        }
        m_deadline_check_at = m_instructions + kDeadlineCheckEvery;
        update_next_check();
    }
    if (m_checkpoint && m_instructions >= m_checkpoint_at) {
        m_checkpoint_at = m_instructions + m_checkpoint_every;
        update_next_check();
        if (!m_checkpoint(*this)) {
            m_terminated = true;
            m_budget_message = m_checkpoint_message;
            m_checkpoint_at = m_instructions; // stays stopped if JavaScript runs again ('exit' listeners)
            m_checkpoint = [](VM&) { return false; };
            update_next_check();
            return false;
        }
    }
    return true;
}

// The fast lane. Most instructions of a hot loop (locals, constants, arithmetic and
// comparisons of numbers, jumps, an own data property, an array element) run no code,
// allocate nothing and cannot throw. run_frame hands such a run to this smaller loop,
// which keeps the instruction count, the virtual time, the pc and the code in registers
// and does exactly the bookkeeping run_frame would do for them (the count, each
// instruction's cost in the function's tier, superinstructions under the same rule).
// It runs only where run_frame's other checks have nothing to do: the function's tier
// final (warmup_left == 0), the count short of m_next_check, and, while the step hook
// listens, no statement start it has not heard of yet (the hook's own test, below).
// An instruction it does not take, or whose operands are not what it handles, ends the
// run before anything of that instruction is done, and run_frame executes it as usual.
// The superinstructions that end in a property access (`o.x` of a local or `this`,
// `o.x = local`, `a[i]`) run here whole too, so a loop over object fields stays in the
// lane. (Measured and left out: GetArg, GetArgInit and LoadThis, which brought a
// function's prologue into the lane but cost more in lane entries than they saved.)
namespace {
// The opcodes run_simple takes (when their operands are what it handles).
struct LaneTable {
    bool by_op[static_cast<size_t>(Op::Count)] {};
    constexpr LaneTable()
    {
        for (Op op : { Op::LoadUndefined, Op::LoadNull, Op::LoadTrue, Op::LoadFalse, Op::LoadConst, Op::Pop, Op::Dup, Op::Swap,
                 Op::GetLocal, Op::SetLocal, Op::InitLocal, Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Mod, Op::Eq, Op::Ne,
                 Op::StrictEq, Op::StrictNe, Op::Lt, Op::Gt, Op::Le, Op::Ge, Op::Inc, Op::Dec, Op::ToNumeric, Op::Jump,
                 Op::JumpIfFalse, Op::JumpIfTrue, Op::GetProp, Op::SetProp, Op::GetElem, Op::IncLocalVoid, Op::DecLocalVoid,
                 Op::IncLocalPreVoid, Op::DecLocalPreVoid, Op::SetLocalPop, Op::GetLocal2, Op::ConstArith, Op::ConstDivide,
                 Op::ConstCompare, Op::LocalArith, Op::LocalDivide, Op::LocalCompare, Op::LtJump, Op::GtJump, Op::LeJump,
                 Op::GeJump, Op::StrictEqJump, Op::StrictNeJump, Op::ConstCompareJump, Op::LocalCompareJump, Op::LocalThenProp,
                 Op::ThisThenProp, Op::LocalThenElem, Op::LocalThenSetProp, Op::ConstThenSetProp })
            by_op[static_cast<size_t>(op)] = true;
    }
};
constexpr LaneTable kLane;
inline bool is_lane_op(Op op) { return kLane.by_op[static_cast<size_t>(op)]; }

// FunctionCode::lane_runs, in dispatches. Entering the lane costs about what it saves on
// two or three instructions, so run_frame enters it where at least kMinLaneRun come in a row (measured: 3 loses on calls in a loop).
constexpr uint8_t kMinLaneRun = 4;
void make_lane_runs(FunctionCode& code)
{
    // Backwards, so that what follows an instruction is known: the next instruction
    // in the code, after a superinstruction the one after its run, after a Jump its
    // target (a conditional jump counts as going on in a straight line). A loop's Jump
    // back goes to code the first pass has not reached yet: the second pass sees the
    // first one's count there, so a loop whose body is cut by its condition (a call in
    // it, then the jump back and the test) is one run from the call's return to the next
    // call, not two.
    std::vector<uint32_t> starts;
    for (uint32_t pc = 0; pc < code.code_end(); pc += 1 + operand_count(static_cast<Op>(code.code[pc])))
        starts.push_back(pc);
    std::fill(code.lane_runs.begin(), code.lane_runs.end(), 0); // in place (lane_runs_of)
    for (int pass = 0; pass < 2; ++pass) {
        for (size_t i = starts.size(); i-- > 0;) {
            uint32_t pc = starts[i];
            Op op = static_cast<Op>(code.code[pc]);
            if (!is_lane_op(op))
                continue;
            uint32_t next = op == Op::Jump ? code.code[pc + 1]
                : is_superinstruction(op)  ? pc + superinstruction(op).length
                                           : pc + 1 + operand_count(op);
            uint32_t after = next < code.code_end() ? code.lane_runs[next] : 0;
            code.lane_runs[pc] = static_cast<uint8_t>(std::min<uint32_t>(after + 1, 255));
        }
    }
}
} // namespace

// What run_frame reads for `code` to decide where to enter the lane: zeros until the
// code's tier is the last one (and while the lane is off), then its lane runs. The table
// is sized once, so a pointer to it stays good when a nested run (a getter, a promise
// executor) brings the same code to its last tier and fills it in place.
const uint8_t* VM::make_lane_runs_of(FunctionCode& code)
{
    if (code.lane_runs.size() != code.code.size())
        code.lane_runs.assign(code.code.size(), 0);
    if (code.warmup_left == 0 && m_fast_lane && !code.lane_runs_made) {
        make_lane_runs(code);
        code.lane_runs_made = true;
    }
    return code.lane_runs.data();
}

template<bool kSteps>
bool VM::run_simple(Frame& f, const uint8_t* statement_marks)
{
    const uint32_t step_pc = m_step_pc;
    FunctionCode& running = *f.code;
    const uint32_t* code = running.code.data();
    const uint32_t* costs = running.op_costs;
    const Value* constants = running.constants.data();
    const uint64_t next_check = m_next_check;
    const uint64_t start = m_instructions;
    uint64_t count = start;
    uint64_t spent = 0;
    uint32_t pc = f.pc;
    ValueStack& stack = f.stack;
    auto env_at = [&](uint32_t hops) __attribute__((always_inline)) { return Interpreter::environment_at(f, hops); };
    // The constants made property keys so far (make_constant_key): nothing in the lane
    // makes more, so the table is looked up once.
    const uint8_t* key_ready = running.constant_key_ready.size() == running.constants.size() ? running.constant_key_ready.data() : nullptr;
    const PropertyKey* keys = running.constant_keys.data();
    auto key_of = [&](uint32_t i) __attribute__((always_inline)) -> const PropertyKey* {
        return key_ready && key_ready[i] ? &keys[i] : nullptr;
    };
    auto numbers = [&](Op op, Value left, Value right, Value& out) __attribute__((always_inline)) {
        return left.is_number() && right.is_number() && Interpreter::numbers(*this, op, left.as_number(), right.as_number(), out);
    };
    // 10.1.8.1 OrdinaryGet of string constant `name` up a chain of ordinary objects to a
    // data property (or to its end: undefined), or an Array's length; false if it is not
    // that simple.
    auto plain_get = [&](Value base, uint32_t name, Value& found) __attribute__((always_inline)) {
        const PropertyKey* key = key_of(name);
        if (!key || !base.is_object())
            return false;
        Object* o = base.as_object();
        if (o->is_array() && *key == m_names.length) {
            found = Value(static_cast<double>(static_cast<Array*>(o)->length()));
            return true;
        }
        found = Value();
        for (; o; o = o->prototype()) {
            if (!o->has_plain_own_properties())
                return false;
            if (const Property* p = o->plain_own_property(*key)) {
                if (p->is_accessor())
                    return false;
                found = p->value;
                return true;
            }
        }
        return true;
    };
    // Object::set's first case: the receiver's own writable data property `name`, or null.
    auto plain_set_target = [&](Value base, uint32_t name) __attribute__((always_inline)) -> Property* {
        const PropertyKey* key = key_of(name);
        Property* p = key && base.is_object() && base.as_object()->object_class() != ObjectClass::Error ? base.as_object()->plain_own_property(*key) : nullptr;
        return p && !p->is_accessor() && p->writable() ? p : nullptr;
    };
    // An array's element at a number index in range that is no hole.
    auto array_element = [&](Value base, Value key, Value& v) __attribute__((always_inline)) {
        if (!base.is_object() || !base.as_object()->is_array() || !key.is_number())
            return false;
        auto* array = static_cast<Array*>(base.as_object());
        double d = key.as_number();
        if (!(d >= 0 && d < array->length() && d == std::floor(d)))
            return false;
        v = array->elements()[static_cast<uint32_t>(d)];
        return !v.is_empty();
    };

    for (;;) {
        Op op = static_cast<Op>(code[pc]);
        // One compare for the budget: an ordinary instruction is a run of one part, and a
        // superinstruction that would pass next_check is left to run_frame, which runs its
        // first part alone.
        const uint32_t parts = run_parts(op);
        if (count + parts > next_check || (kSteps && statement_marks[pc] && pc != step_pc))
            break;
        const uint32_t a = code[pc + 1];
        const uint32_t b = code[pc + 2];
        uint32_t next = pc + 1 + operand_count(op);
        switch (op) {
        case Op::LoadUndefined: stack.push_back(Value()); break;
        case Op::LoadNull: stack.push_back(Value::null()); break;
        case Op::LoadTrue: stack.push_back(Value(true)); break;
        case Op::LoadFalse: stack.push_back(Value(false)); break;
        case Op::LoadConst: stack.push_back(constants[a]); break;
        case Op::Pop: stack.pop_back(); break;
        case Op::Dup: stack.push_back(stack.back()); break;
        case Op::Swap: std::swap(stack[stack.size() - 1], stack[stack.size() - 2]); break;
        case Op::GetLocal: {
            Value v = env_at(a)->slots()[b];
            if (v.is_empty())
                goto out;
            stack.push_back(v);
            break;
        }
        case Op::SetLocal: {
            Value& slot = env_at(a)->slots()[b];
            if (slot.is_empty())
                goto out;
            slot = stack.back();
            break;
        }
        case Op::InitLocal:
            env_at(a)->slots()[b] = stack.back();
            stack.pop_back();
            break;
        case Op::Add:
        case Op::Sub:
        case Op::Mul:
        case Op::Div:
        case Op::Mod:
        case Op::Eq:
        case Op::Ne:
        case Op::StrictEq:
        case Op::StrictNe:
        case Op::Lt:
        case Op::Gt:
        case Op::Le:
        case Op::Ge: {
            size_t n = stack.size();
            if (!numbers(op, stack[n - 2], stack[n - 1], stack[n - 2]))
                goto out;
            stack.pop_back();
            break;
        }
        case Op::Inc:
        case Op::Dec:
            if (!stack.back().is_number())
                goto out;
            stack.back() = Value(stack.back().as_number() + (op == Op::Inc ? 1 : -1));
            break;
        case Op::ToNumeric:
            if (!stack.back().is_number())
                goto out;
            break;
        case Op::Jump: next = a; break;
        case Op::JumpIfFalse:
        case Op::JumpIfTrue: {
            Value v = stack.back();
            if (!v.is_boolean())
                goto out;
            stack.pop_back();
            if (v.as_bool() == (op == Op::JumpIfTrue))
                next = a;
            break;
        }
        case Op::GetProp: {
            Value found;
            if (!plain_get(stack.back(), a, found))
                goto out;
            stack.back() = found;
            break;
        }
        case Op::SetProp: {
            size_t n = stack.size();
            Property* p = plain_set_target(stack[n - 2], a);
            if (!p)
                goto out;
            p->value = stack[n - 1];
            stack[n - 2] = stack[n - 1];
            stack.pop_back();
            break;
        }
        case Op::GetElem: {
            size_t n = stack.size();
            Value v;
            if (!array_element(stack[n - 2], stack[n - 1], v))
                goto out;
            stack.pop_back();
            stack.back() = v;
            break;
        }
        // The superinstructions that end in a property access, whole: their first part
        // (a local, `this` or a constant) and then the access above, or nothing at all.
        case Op::LocalThenProp: {
            Value base = env_at(a)->slots()[b];
            Value found;
            if (base.is_empty() || !plain_get(base, code[pc + 4], found))
                goto out;
            stack.push_back(found);
            next = pc + superinstruction(op).length;
            break;
        }
        case Op::ThisThenProp: {
            Value found;
            if (f.this_value.is_empty() || !plain_get(f.this_value, code[pc + 2], found))
                goto out;
            stack.push_back(found);
            next = pc + superinstruction(op).length;
            break;
        }
        case Op::LocalThenElem: {
            Value key = env_at(a)->slots()[b];
            Value v;
            if (key.is_empty() || !array_element(stack.back(), key, v))
                goto out;
            stack.back() = v;
            next = pc + superinstruction(op).length;
            break;
        }
        case Op::LocalThenSetProp:
        case Op::ConstThenSetProp: {
            bool local = op == Op::LocalThenSetProp;
            Value v = local ? env_at(a)->slots()[b] : constants[a];
            Property* p = v.is_empty() ? nullptr : plain_set_target(stack.back(), code[pc + (local ? 4 : 3)]);
            if (!p)
                goto out;
            p->value = v;
            stack.back() = v;
            next = pc + superinstruction(op).length;
            break;
        }
        // Superinstructions (superinstructions.h), as run_frame runs them whole.
#define LANE_FUSED(helper)                                                       \
    next = Interpreter::helper(*this, f, code, constants, pc, op, a, b);         \
    if (next == Interpreter::kNotFused)                                          \
        goto out;                                                                \
    break
        case Op::IncLocalVoid:
        case Op::DecLocalVoid:
        case Op::IncLocalPreVoid:
        case Op::DecLocalPreVoid:
            LANE_FUSED(fused_step_local);
        case Op::SetLocalPop:
            LANE_FUSED(fused_set_local_pop);
        case Op::GetLocal2:
            LANE_FUSED(fused_get_local2);
        case Op::ConstArith:
        case Op::ConstDivide:
        case Op::ConstCompare:
        case Op::LocalArith:
        case Op::LocalDivide:
        case Op::LocalCompare:
            LANE_FUSED(fused_operand_operator);
        case Op::LtJump:
        case Op::GtJump:
        case Op::LeJump:
        case Op::GeJump:
        case Op::StrictEqJump:
        case Op::StrictNeJump:
            LANE_FUSED(fused_compare_jump);
        case Op::ConstCompareJump:
        case Op::LocalCompareJump:
            LANE_FUSED(fused_operand_compare_jump);
#undef LANE_FUSED
        default:
            goto out;
        }
        count += parts;
        spent += costs[static_cast<uint32_t>(op)];
        pc = next;
    }
out:
    f.pc = pc;
    m_instructions = count;
    m_cpu_ps += spent;
    return count != start;
}

// String constant `i` of `code` as a property key (FunctionCode::constant_keys), made on
// its first use by a named property access.
static PropertyKey make_constant_key(VM& vm, FunctionCode& code, uint32_t i)
{
    if (code.constant_keys.size() != code.constants.size()) {
        code.constant_keys.assign(code.constants.size(), PropertyKey());
        code.constant_key_ready.assign(code.constants.size(), 0);
    }
    if (!code.constant_key_ready[i]) {
        code.constant_keys[i] = vm.key_from_string(code.constants[i].as_string());
        code.constant_key_ready[i] = 1;
    }
    return code.constant_keys[i];
}

Completion VM::run_frame(Frame* entry, Frame* resume_at, bool pausable)
{
    Frame* f = resume_at ? resume_at : entry;
    if (resume_at) {
        // Continuing after a pause: the frames between entry and resume_at are intact.
        m_current = f;
    } else {
        entry->caller = m_current;
        m_current = f;
        if (++m_frame_depth > kMaxCallDepth) {
            --m_frame_depth;
            m_current = entry->caller;
            throw_range_error("Maximum call stack size exceeded");
            return { Completion::Type::Throw, take_exception() };
        }
    }
    pausable = pausable && m_native_depth == 0;
    // After a pause, at least one instruction runs before the loop pauses again: the
    // instruction count it continued at.
    const uint64_t continued_at = resume_at ? m_instructions : UINT64_MAX;
    // Whether the instruction hook may still want to hear from this loop; read again after
    // each call, since the hook can stop itself (VM::stop_instruction_hook).
    bool hook_live = !m_instruction_hook_stopped && m_hooks.instruction;
    // The running function's code and statement starts (FunctionCode::statement_marks),
    // read again only when the loop moves to another function. The frame running it keeps
    // that code alive, so the compare below sees a new function before the old one can
    // be collected and another allocated in its place.
    FunctionCode* running_code = nullptr;
    const uint32_t* code = nullptr;
    const uint8_t* statement_marks = nullptr;
    const uint8_t* lane_runs = nullptr;
    bool start_with_throw = (f->pc & 0x80000000u) != 0;
    f->pc &= 0x7FFFFFFFu;

    // The helpers below are all inlined: none takes the address of `f` out of this
    // function, so the compiler may keep the running frame in a register.
    auto push = [&](Value v) __attribute__((always_inline)) { f->stack.push_back(v); };
    auto pop = [&]() __attribute__((always_inline)) {
        Value v = f->stack.back();
        f->stack.pop_back();
        return v;
    };
    auto top = [&]() __attribute__((always_inline)) -> Value& { return f->stack.back(); };
    auto env_at = [&](uint32_t hops) __attribute__((always_inline)) { return Interpreter::environment_at(*f, hops); };
    auto constant = [&](uint32_t i) __attribute__((always_inline)) { return f->code->constants[i]; };
    auto constant_key = [&](uint32_t i) __attribute__((always_inline)) {
        FunctionCode& c = *f->code;
        if (c.constant_keys.size() == c.constants.size() && c.constant_key_ready[i]) [[likely]]
            return c.constant_keys[i];
        return make_constant_key(*this, c, i);
    };

    // A call of a closure continues in this loop with its new frame (no C++ recursion);
    // false (a RangeError thrown) when the call stack is full.
    auto enter_frame = [&](Closure* closure, Frame* nf) __attribute__((always_inline)) {
        if (closure->code()->is_async_function())
            nf->async_promise = new_promise(*this);
        if (++m_frame_depth > kMaxCallDepth) {
            --m_frame_depth;
            throw_range_error("Maximum call stack size exceeded");
            return false;
        }
        nf->caller = f;
        f = nf;
        m_current = f;
        return true;
    };

    Value return_value;
    bool async_settled = false; // the async function's promise was already rejected
    // Where the fast lane (run_simple) last stopped.
    const Frame* lane_frame = nullptr;
    uint32_t lane_pc = 0;

    if (start_with_throw)
        goto handle_throw;

    for (;;) {
        {
            // Everything due before an instruction (the budget, a checkpoint, the CPU
            // deadline, the pause, a garbage collection) is behind one compare.
            if (m_instructions >= m_next_check) [[unlikely]] {
                if (!check_instruction_limits())
                    goto handle_throw;
                if (pausable && m_pause_at && m_instructions + 1 >= m_pause_at && m_instructions != continued_at) {
                    // Stop before this instruction; continue_paused() picks up here.
                    m_pause_at = 0;
                    update_next_check();
                    m_paused_entry = entry;
                    m_paused_frame = f;
                    m_current = entry->caller;
                    return { Completion::Type::Paused, Value() };
                }
                if (m_native_depth == 0 && m_heap.wants_collection())
                    collect_garbage();
            }
            if (f->code != running_code) [[unlikely]] {
                // Another function's code (a call, a return, a throw caught further out):
                // what the loop reads for every instruction of it.
                running_code = f->code;
                code = running_code->code.data();
                statement_marks = running_code->statement_marks();
                lane_runs = lane_runs_of(*running_code);
            }
            FunctionCode& running = *running_code;
            uint32_t pc = f->pc;
            if (hook_live) [[unlikely]] {
                if (m_instruction_hook_stopped)
                    hook_live = false;
                else if (f->serial != m_step_serial || (statement_marks[pc] && pc != m_step_pc)) {
                    m_hooks.instruction(*this, *f, pc);
                    lane_frame = nullptr; // the lane may have stopped for this: it may go on
                }
            }
            // The fast lane (run_simple) for a run of instructions that run no code, when
            // nothing below would do more than count them; then every check again. Not
            // again where it stopped (it stopped for a reason).
            if (lane_runs[pc] >= kMinLaneRun && !(f == lane_frame && pc == lane_pc) && (hook_live ? run_simple<true>(*f, statement_marks) : run_simple<false>(*f, nullptr))) {
                lane_frame = f;
                lane_pc = f->pc;
                continue;
            }
            ++m_instructions;
            Op op = static_cast<Op>(code[pc]);
            // Both operand words, whatever the opcode has: the code ends in padding
            // (FunctionCode::kCodePadding), so the reads stay inside it, without a branch.
            uint32_t a = code[pc + 1];
            uint32_t b = code[pc + 2];
            uint32_t parts = 1;
            if (is_superinstruction(op)) {
                // A run of instructions at once (superinstructions.h) when nothing is due
                // before its last one and the function changes tier after it, if at all;
                // else its first instruction alone (which has the run's operands).
                parts = run_parts(op);
                if (m_instructions + parts - 1 <= m_next_check && (running.warmup_left == 0 || running.warmup_left > parts))
                    m_instructions += parts - 1;
                else {
                    op = superinstruction(op).part[0];
                    parts = 1;
                }
            }
            f->pc = pc + 1 + operand_count(op); // a superinstruction moves it on itself
            // The cost model: this instruction's virtual time in this function's tier.
            m_cpu_ps += running.op_costs[static_cast<uint32_t>(op)];
            if (running.warmup_left) {
                running.warmup_left -= parts;
                if (running.warmup_left == 0) {
                    next_tier(running);
                    lane_runs = lane_runs_of(running);
                }
            }

#define THROW_IF(expr)            \
    if ((expr).is_throw())        \
        goto handle_throw;
#define TRY_PUSH(expr)                   \
    {                                    \
        auto _r = (expr);                \
        if (_r.is_throw())               \
            goto handle_throw;           \
        push(_r.release_value());        \
    }

// A superinstruction whose fast path does not apply runs its first instruction alone, as
// an ordinary one (the loop charged the whole run: the rest is given back).
#define FIRST_PART_ONLY()                                                                               \
    {                                                                                                   \
        Op first_ = superinstruction(op).part[0];                                                       \
        m_instructions -= parts - 1;                                                                    \
        m_cpu_ps -= running.op_costs[static_cast<uint32_t>(op)] - running.op_costs[static_cast<uint32_t>(first_)]; \
        if (running.warmup_left)                                                                        \
            running.warmup_left += parts - 1;                                                           \
        op = first_;                                                                                    \
        parts = 1;                                                                                      \
        goto redispatch;                                                                                \
    }
// The run's last instruction, `offset` words in, is one that may run JavaScript: its own
// case runs it, as the loop would have decoded it.
#define THEN_LAST_PART(offset)                                          \
    {                                                                   \
        pc += (offset);                                                 \
        op = static_cast<Op>(code[pc]);                                 \
        a = code[pc + 1];                                               \
        b = code[pc + 2];                                               \
        f->pc = pc + 1 + operand_count(op);                             \
        goto redispatch;                                                \
    }

        redispatch:
            switch (op) {
            // --- Superinstructions (superinstructions.h): each run as its instructions
            // would have left things, or FIRST_PART_ONLY where that is not certain.
// A superinstruction's fast path (class Interpreter), or its first instruction alone.
#define RUN_FUSED(helper)                                                                                   \
    {                                                                                                       \
        uint32_t next_ = Interpreter::helper(*this, *f, code, f->code->constants.data(), pc, op, a, b);     \
        if (next_ == Interpreter::kNotFused)                                                                \
            FIRST_PART_ONLY();                                                                              \
        f->pc = next_;                                                                                      \
        break;                                                                                              \
    }
            case Op::IncLocalVoid:
            case Op::DecLocalVoid:
            case Op::IncLocalPreVoid:
            case Op::DecLocalPreVoid:
                RUN_FUSED(fused_step_local);
            case Op::SetLocalPop:
                RUN_FUSED(fused_set_local_pop);
            case Op::GetLocal2:
                RUN_FUSED(fused_get_local2);
            case Op::ConstArith:
            case Op::ConstDivide:
            case Op::ConstCompare:
            case Op::LocalArith:
            case Op::LocalDivide:
            case Op::LocalCompare:
                RUN_FUSED(fused_operand_operator);
            case Op::LtJump:
            case Op::GtJump:
            case Op::LeJump:
            case Op::GeJump:
            case Op::StrictEqJump:
            case Op::StrictNeJump:
            {
                uint32_t next = Interpreter::fused_compare_jump(*this, *f, code, f->code->constants.data(), pc, op, a, b);
                if (next == Interpreter::kNotFused) {
                    // === and !== of anything but two numbers or two strings: still one step.
                    size_t n = f->stack.size();
                    if ((op != Op::StrictEqJump && op != Op::StrictNeJump) || (f->stack[n - 2].is_string() && f->stack[n - 1].is_string()))
                        FIRST_PART_ONLY();
                    bool result = VM::strict_equals(f->stack[n - 2], f->stack[n - 1]) == (op == Op::StrictEqJump);
                    f->stack.pop_back();
                    f->stack.pop_back();
                    next = result ? pc + 3 : code[pc + 2];
                }
                f->pc = next;
                break;
            }
            case Op::ConstCompareJump:
            case Op::LocalCompareJump:
                RUN_FUSED(fused_operand_compare_jump);
            case Op::GetArgInit:
                env_at(code[pc + 3])->slots()[code[pc + 4]] = a < f->args.size() ? f->args[a] : Value();
                f->pc = pc + 5;
                break;
            case Op::CalleeInit:
                env_at(code[pc + 2])->slots()[code[pc + 3]] = Value(static_cast<Object*>(f->callee));
                f->pc = pc + 4;
                break;
            case Op::GetMethod:
            case Op::GetLocalMethod:
            case Op::GetGlobalMethod: {
                // [.. base] -> [.. method base] where reading it runs no code and allocates
                // nothing (Object::peek), and the names are property keys already.
                FunctionCode& c = *f->code;
                auto key_ready = [&](uint32_t i) { return c.constant_key_ready.size() == c.constants.size() && c.constant_key_ready[i]; };
                Value base;
                uint32_t name = code[pc + 2], length = 4;
                if (op == Op::GetMethod) {
                    base = top();
                } else if (op == Op::GetLocalMethod) {
                    base = env_at(a)->slots()[b];
                    name = code[pc + 5];
                    length = 7;
                } else {
                    if (!key_ready(a) || !m_global->peek(c.constant_keys[a], base))
                        FIRST_PART_ONLY();
                    name = code[pc + 4];
                    length = 6;
                }
                Value method;
                if (!base.is_object() || !key_ready(name) || !base.as_object()->peek(c.constant_keys[name], method))
                    FIRST_PART_ONLY();
                if (op == Op::GetMethod)
                    top() = method;
                else
                    push(method);
                push(base);
                f->pc = pc + length;
                break;
            }
            case Op::LocalThenProp:
            case Op::LocalThenElem:
            case Op::LocalThenSetProp:
            case Op::LocalThenCall:
            case Op::LocalThenReturn: {
                Value v = env_at(a)->slots()[b];
                if (v.is_empty())
                    FIRST_PART_ONLY();
                push(v);
                THEN_LAST_PART(3);
            }
            case Op::ThisThenProp:
                if (f->this_value.is_empty())
                    FIRST_PART_ONLY();
                push(f->this_value);
                THEN_LAST_PART(1);
            case Op::ConstThenSetProp:
            case Op::ConstThenCall:
                push(constant(a));
                THEN_LAST_PART(2);
            case Op::SwapThenCall:
                std::swap(f->stack[f->stack.size() - 1], f->stack[f->stack.size() - 2]);
                THEN_LAST_PART(1);
            case Op::UndefinedThenReturn:
                push(Value());
                THEN_LAST_PART(1);

            case Op::LoadUndefined: push(Value()); break;
            case Op::LoadNull: push(Value::null()); break;
            case Op::LoadTrue: push(Value(true)); break;
            case Op::LoadFalse: push(Value(false)); break;
            case Op::LoadEmpty: push(Value::empty()); break;
            case Op::LoadConst: push(constant(a)); break;
            case Op::LoadThis:
                if (f->this_value.is_empty()) {
                    throw_reference_error("Must call super constructor in derived class before accessing 'this' or returning from derived constructor");
                    goto handle_throw;
                }
                push(f->this_value);
                break;
            case Op::LoadNewTarget: push(f->new_target ? Value(f->new_target) : Value()); break;
            case Op::LoadCallee: push(Value(static_cast<Object*>(f->callee))); break;
            case Op::GetArg: push(a < f->args.size() ? f->args[a] : Value()); break;
            case Op::RestArgs: {
                std::vector<Value> rest;
                if (a < f->args.size())
                    rest.assign(f->args.begin() + a, f->args.end());
                push(Value(static_cast<Object*>(make_array(rest))));
                break;
            }
            case Op::Pop: f->stack.pop_back(); break;
            case Op::Dup: push(top()); break;
            case Op::Dup2: {
                size_t n = f->stack.size();
                push(f->stack[n - 2]);
                push(f->stack[n - 1]);
                break;
            }
            case Op::Swap: std::swap(f->stack[f->stack.size() - 1], f->stack[f->stack.size() - 2]); break;
            case Op::Rot3: {
                size_t n = f->stack.size();
                std::rotate(f->stack.begin() + static_cast<long>(n - 3), f->stack.begin() + static_cast<long>(n - 1), f->stack.end());
                break;
            }
            case Op::Rot4: {
                size_t n = f->stack.size();
                std::rotate(f->stack.begin() + static_cast<long>(n - 4), f->stack.begin() + static_cast<long>(n - 1), f->stack.end());
                break;
            }

            case Op::GetLocal: {
                Value v = env_at(a)->slots()[b];
                if (v.is_empty()) {
                    throw_reference_error("Cannot access '" + local_name(f) + "' before initialization");
                    goto handle_throw;
                }
                push(v);
                break;
            }
            case Op::SetLocal: {
                Value& slot = env_at(a)->slots()[b];
                if (slot.is_empty()) {
                    throw_reference_error("Cannot access '" + local_name(f) + "' before initialization");
                    goto handle_throw;
                }
                slot = top();
                break;
            }
            case Op::InitLocal: env_at(a)->slots()[b] = pop(); break;
            case Op::ThrowConstError:
                throw_type_error("Assignment to constant variable.");
                goto handle_throw;
            case Op::GetGlobal: {
                PropertyKey k = constant_key(a);
                if (!m_global->has_property(k)) {
                    throw_reference_error(constant(a).as_string()->utf8() + " is not defined");
                    goto handle_throw;
                }
                TRY_PUSH(m_global->get(*this, k));
                break;
            }
            case Op::TypeofGlobal: {
                PropertyKey k = constant_key(a);
                if (!m_global->has_property(k)) {
                    push(Value(intern("undefined")));
                    break;
                }
                auto v = m_global->get(*this, k);
                THROW_IF(v);
                push(type_of(v.value()));
                break;
            }
            case Op::SetGlobal: {
                PropertyKey k = constant_key(a);
                if (b && !m_global->has_property(k)) {
                    throw_reference_error(constant(a).as_string()->utf8() + " is not defined");
                    goto handle_throw;
                }
                THROW_IF(set(Value(m_global), k, top(), b != 0));
                break;
            }
            case Op::DeclareGlobalVar: {
                PropertyKey k = constant_key(a);
                if (!m_global->get_own_property(k))
                    m_global->put_direct(k, Value(), kWritable | kEnumerable);
                break;
            }
            case Op::DeclareGlobalFunction:
                m_global->put_direct(constant_key(a), pop(), kWritable | kEnumerable);
                break;
            case Op::PushScope: f->env = m_heap.allocate<Environment>(f->env, a); break;
            case Op::PopScope: f->env = f->env->parent(); break;
            case Op::CopyScope: {
                auto* copy = m_heap.allocate<Environment>(f->env->parent(), 0);
                copy->slots() = f->env->slots();
                f->env = copy;
                break;
            }

            case Op::NewObject: push(Value(make_object())); break;
            case Op::NewArray: {
                std::vector<Value> values(f->stack.end() - a, f->stack.end());
                f->stack.resize(f->stack.size() - a);
                push(Value(static_cast<Object*>(make_array(values))));
                break;
            }
            case Op::ArrayPush: {
                Value v = pop();
                auto* arr = static_cast<Array*>(top().as_object());
                arr->elements().push_back(v);
                break;
            }
            case Op::ArrayPushHole: static_cast<Array*>(top().as_object())->elements().push_back(Value::empty()); break;
            case Op::ArraySpread: {
                Value iterable = pop();
                auto* arr = static_cast<Array*>(top().as_object());
                if (iterable.is_object() && iterable.as_object()->is_array() && array_iteration_is_pristine(iterable.as_object())) {
                    for (const Value& v : static_cast<Array*>(iterable.as_object())->elements())
                        arr->elements().push_back(v.is_empty() ? Value() : v);
                    break;
                }
                if (iterable.is_nullish() || (!iterable.is_string() && !iterable.is_object())) {
                    throw_type_error(not_iterable_at(f, pc, iterable));
                    goto handle_throw;
                }
                if (iterable.is_object() && !iterable.as_object()->has_property(PropertyKey::symbol(m_symbol_iterator))) {
                    throw_type_error(not_iterable_at(f, pc, iterable));
                    goto handle_throw;
                }
                auto list = iterate_to_list(iterable);
                THROW_IF(list);
                for (const Value& v : list.value())
                    arr->elements().push_back(v);
                break;
            }
            case Op::GetProp: {
                Value base = pop();
                PropertyKey k = constant_key(a);
                if (base.is_object()) {
                    TRY_PUSH(base.as_object()->get(*this, k, base));
                } else {
                    TRY_PUSH(get(base, k));
                }
                break;
            }
            case Op::GetElem: {
                Value key_value = pop();
                Value base = pop();
                if (base.is_object() && base.as_object()->is_array() && key_value.is_number()) {
                    double d = key_value.as_number();
                    auto* arr = static_cast<Array*>(base.as_object());
                    if (d >= 0 && d < arr->length() && d == std::floor(d)) {
                        Value v = arr->elements()[static_cast<uint32_t>(d)];
                        if (!v.is_empty()) {
                            push(v);
                            break;
                        }
                    }
                }
                if (auto* typed = as_typed_array(base); typed && key_value.is_number() && !is_bigint_element_type(typed->type())) {
                    double d = key_value.as_number(); // typed arrays (array_buffer.h): an element in range
                    if (d >= 0 && d < static_cast<double>(typed->length()) && d == std::floor(d)) {
                        push(Value(typed->get_element(static_cast<size_t>(d))));
                        break;
                    }
                }
                auto k = to_property_key(key_value);
                THROW_IF(k);
                TRY_PUSH(get(base, k.value()));
                break;
            }
            case Op::SetProp: {
                Value v = pop();
                Value base = pop();
                PropertyKey k = constant_key(a);
                // An ordinary object's own data property or a new one (`this.x = x` in a
                // constructor) without VM::set's checks for primitives and messages.
                if (!base.is_object() || !base.as_object()->set_plain(k, v)) {
                    THROW_IF(set(base, k, v, b != 0));
                }
                push(v);
                break;
            }
            case Op::SetElem: {
                Value v = pop();
                Value key_value = pop();
                Value base = pop();
                if (base.is_object() && base.as_object()->is_array() && key_value.is_number()) {
                    double d = key_value.as_number();
                    auto* arr = static_cast<Array*>(base.as_object());
                    if (d >= 0 && d < arr->length() && d == std::floor(d) && !arr->elements_frozen()
                        && !arr->elements()[static_cast<uint32_t>(d)].is_empty()) {
                        arr->elements()[static_cast<uint32_t>(d)] = v;
                        push(v);
                        break;
                    }
                    if (d == arr->length() && arr->try_append(v)) {
                        push(v);
                        break;
                    }
                }
                if (auto* typed = as_typed_array(base); typed && key_value.is_number() && v.is_number() && !is_bigint_element_type(typed->type())) {
                    double d = key_value.as_number(); // typed arrays (array_buffer.h): an element in range
                    if (d >= 0 && d < static_cast<double>(typed->length()) && d == std::floor(d)) {
                        typed->set_element(static_cast<size_t>(d), v.as_number());
                        push(v);
                        break;
                    }
                }
                auto k = to_property_key(key_value);
                THROW_IF(k);
                THROW_IF(set(base, k.value(), v, a != 0));
                push(v);
                break;
            }
            case Op::DeleteProp:
            case Op::DeleteElem: {
                PropertyKey k;
                if (op == Op::DeleteElem) {
                    auto kk = to_property_key(pop());
                    THROW_IF(kk);
                    k = kk.value();
                } else {
                    k = constant_key(a);
                }
                Value base = pop();
                bool strict = (op == Op::DeleteElem ? a : b) != 0;
                auto o = to_object(base);
                THROW_IF(o);
                clear_falsish_trap();
                auto deleted = o.value()->internal_delete(*this, k);
                THROW_IF(deleted);
                bool ok = deleted.value();
                if (!ok && strict && !falsish_trap_message().empty()) {
                    throw_type_error(falsish_trap_message());
                    goto handle_throw;
                }
                if (!ok && strict) {
                    throw_type_error("Cannot delete property '" + key_text(k) + "' of object");
                    goto handle_throw;
                }
                push(Value(ok));
                break;
            }
            case Op::DefineField: {
                Value v = pop();
                THROW_IF(Interpreter::define_field(*this, top().as_object(), constant_key(a), v));
                break;
            }
            case Op::DefineFieldComputed: {
                Value v = pop();
                Value kv = pop();
                auto k = to_property_key(kv);
                THROW_IF(k);
                Interpreter::name_for_anonymous(*this, v, k.value());
                THROW_IF(Interpreter::define_field(*this, top().as_object(), k.value(), v));
                break;
            }
            case Op::DefineMethod: {
                Value fn = pop();
                THROW_IF(Interpreter::define_method(*this, top().as_object(), constant_key(a), fn, b));
                break;
            }
            case Op::DefineMethodComputed: {
                Value fn = pop();
                auto k = to_property_key(pop());
                THROW_IF(k);
                THROW_IF(Interpreter::define_method(*this, top().as_object(), k.value(), fn, a));
                break;
            }
            case Op::CopyDataProperties: {
                Value src = pop();
                THROW_IF(Interpreter::copy_data_properties(*this, top().as_object(), src, {}));
                break;
            }
            case Op::CheckDestructurable: {
                Value v = top();
                if (v.is_nullish()) {
                    std::string what = source_text(f->code->range_at(pc));
                    if (what.empty() || what.size() > 60)
                        what = v.is_null() ? "null" : "undefined";
                    std::string as = v.is_null() ? "null." : "undefined.";
                    if (a == UINT32_MAX)
                        throw_type_error("Cannot destructure '" + what + "' as it is " + as);
                    else
                        throw_type_error("Cannot destructure property '" + constant(a).as_string()->utf8() + "' of '" + what + "' as it is " + as);
                    goto handle_throw;
                }
                break;
            }
            case Op::CopyRest: {
                Value src = pop();
                if (src.is_nullish()) {
                    throw_type_error("Cannot destructure '" + describe_uncaught(src) + "' as it is " + (src.is_null() ? "null." : "undefined."));
                    goto handle_throw;
                }
                std::vector<PropertyKey> excluded;
                if (a != UINT32_MAX)
                    for (const Value& k : static_cast<Array*>(constant(a).as_object())->elements())
                        excluded.push_back(key_from_string(k.as_string()));
                Object* rest = make_object();
                THROW_IF(Interpreter::copy_data_properties(*this, rest, src, excluded));
                push(Value(rest));
                break;
            }
            case Op::ToPropertyKey: {
                auto k = to_property_key(pop());
                THROW_IF(k);
                const PropertyKey& key = k.value();
                if (key.is_index())
                    push(Value(static_cast<double>(key.as_index())));
                else if (key.is_symbol())
                    push(Value(key.as_symbol()));
                else
                    push(Value(key.as_string()));
                break;
            }
            case Op::GetSuperProp: {
                auto k = to_property_key(pop());
                THROW_IF(k);
                Object* home = f->home_object;
                Object* proto = home ? home->prototype() : nullptr;
                if (!proto) {
                    push(Value());
                    break;
                }
                TRY_PUSH(proto->get(*this, k.value(), f->this_value));
                break;
            }
            case Op::SetSuperProp: {
                Value v = pop();
                auto k = to_property_key(pop());
                THROW_IF(k);
                Object* home = f->home_object;
                Object* proto = home ? home->prototype() : nullptr;
                if (proto) {
                    auto r = proto->set(*this, k.value(), v, f->this_value);
                    THROW_IF(r);
                }
                push(v);
                break;
            }

            case Op::Add:
            case Op::Sub:
            case Op::Mul:
            case Op::Div:
            case Op::Mod:
            case Op::Exp:
            case Op::BitAnd:
            case Op::BitOr:
            case Op::BitXor:
            case Op::Shl:
            case Op::Shr:
            case Op::UShr:
            case Op::Eq:
            case Op::Ne:
            case Op::StrictEq:
            case Op::StrictNe:
            case Op::Lt:
            case Op::Gt:
            case Op::Le:
            case Op::Ge:
            case Op::In:
            case Op::InstanceOf: {
                {
                    // Two numbers: the result in place, without leaving the loop.
                    size_t n = f->stack.size();
                    Value& left = f->stack[n - 2];
                    const Value right = f->stack[n - 1];
                    if (left.is_number() && right.is_number() && Interpreter::numbers(*this, op, left.as_number(), right.as_number(), left)) {
                        f->stack.pop_back();
                        break;
                    }
                }
                Value rhs = pop();
                Value lhs = pop();
                TRY_PUSH(Interpreter::binary(*this, op, lhs, rhs));
                break;
            }
            case Op::Not: top() = Value(!to_boolean(top())); break;
            case Op::Neg: {
                auto n = to_numeric(pop());
                THROW_IF(n);
                if (n.value().is_bigint())
                    push(bigint_unary_minus(*this, n.value().as_bigint()));
                else
                    push(Value(-n.value().as_number()));
                break;
            }
            case Op::ToNumber: {
                if (top().is_number())
                    break;
                auto d = to_number(pop());
                THROW_IF(d);
                push(Value(d.value()));
                break;
            }
            case Op::BitNot: {
                auto n = to_numeric(pop());
                THROW_IF(n);
                if (n.value().is_bigint()) {
                    push(bigint_bitwise_not(*this, n.value().as_bigint()));
                    break;
                }
                auto i = to_int32(n.value());
                THROW_IF(i);
                push(Value(static_cast<double>(~i.value())));
                break;
            }
            case Op::Typeof: top() = type_of(top()); break;
            case Op::Inc:
                top() = top().is_bigint() ? bigint_step(*this, top().as_bigint(), 1) : Value(top().as_number() + 1);
                break;
            case Op::Dec:
                top() = top().is_bigint() ? bigint_step(*this, top().as_bigint(), -1) : Value(top().as_number() - 1);
                break;
            case Op::ToNumeric: {
                if (top().is_number() || top().is_bigint())
                    break;
                auto n = to_numeric(pop());
                THROW_IF(n);
                push(n.value());
                break;
            }
            case Op::ToString: {
                if (top().is_string())
                    break;
                auto s = to_string(pop());
                THROW_IF(s);
                push(Value(s.value()));
                break;
            }

            case Op::Jump: f->pc = a; break;
            case Op::JumpIfFalse:
                if (!to_boolean(pop()))
                    f->pc = a;
                break;
            case Op::JumpIfTrue:
                if (to_boolean(pop()))
                    f->pc = a;
                break;
            case Op::JumpIfFalseKeep:
                if (!to_boolean(top()))
                    f->pc = a;
                else
                    f->stack.pop_back();
                break;
            case Op::JumpIfTrueKeep:
                if (to_boolean(top()))
                    f->pc = a;
                else
                    f->stack.pop_back();
                break;
            case Op::JumpIfNotNullishKeep:
                if (!top().is_nullish())
                    f->pc = a;
                else
                    f->stack.pop_back();
                break;
            case Op::JumpIfNullish:
                if (top().is_nullish())
                    f->pc = a;
                break;
            case Op::JumpIfNotUndefined:
                if (!top().is_undefined())
                    f->pc = a;
                else
                    f->stack.pop_back();
                break;

            case Op::Call:
                if (Value callee = f->stack[f->stack.size() - a - 2]; callee.is_object()) {
                    // A closure: its frame copies the arguments straight off the stack.
                    if (auto* closure = function_cast<Closure>(callee.as_object()); closure && !closure->code()->is_class_constructor()) {
                        size_t base = f->stack.size() - a;
                        Frame* nf = prepare_frame(closure, f->stack[base - 1], std::span<const Value>(f->stack.begin() + base, a), nullptr);
                        f->stack.resize(base - 2);
                        if (!enter_frame(closure, nf))
                            goto handle_throw;
                        break;
                    }
                }
                {
                    // A builtin (or anything else): its arguments stay where they are on
                    // this frame's stack, which nothing touches while the call runs (the
                    // code it calls back runs in frames of its own), until it returns.
                    size_t base = f->stack.size() - a;
                    Value callee = f->stack[base - 2];
                    if (!is_callable(callee)) {
                        throw_type_error(callee_description(f, callee) + " is not a function");
                        goto handle_throw;
                    }
                    ThrowOr<Value> result = call(callee, f->stack[base - 1], std::span<const Value>(f->stack.begin() + base, a));
                    f->stack.resize(base - 2);
                    TRY_PUSH(std::move(result));
                    break;
                }
            case Op::CallSpread: {
                std::vector<Value> args = static_cast<Array*>(pop().as_object())->elements();
                for (Value& v : args)
                    if (v.is_empty())
                        v = Value();
                Value this_value = pop();
                Value callee = pop();
                if (callee.is_object()) {
                    if (auto* closure = function_cast<Closure>(callee.as_object()); closure && !closure->code()->is_class_constructor()) {
                        Frame* nf = make_frame(closure, this_value, args, nullptr);
                        if (!enter_frame(closure, nf))
                            goto handle_throw;
                        break;
                    }
                }
                if (!is_callable(callee)) {
                    throw_type_error(callee_description(f, callee) + " is not a function");
                    goto handle_throw;
                }
                TRY_PUSH(call(callee, this_value, args));
                break;
            }
            case Op::New:
                if (Value ctor = f->stack[f->stack.size() - a - 1]; ctor.is_object()) {
                    // A constructor closure: its frame continues in this loop, as a call's
                    // does (10.2.2 [[Construct]]; with fields to initialise first, below).
                    auto* closure = function_cast<Closure>(ctor.as_object());
                    if (closure && is_constructor(ctor) && (!closure->field_initializer || closure->code()->is_derived())) {
                        Value self = Value::empty(); // a derived constructor's this comes from super()
                        if (!closure->code()->is_derived()) {
                            auto created = create_this(*this, closure, m_object_prototype, *closure->code());
                            THROW_IF(created);
                            self = Value(created.value());
                        }
                        size_t base = f->stack.size() - a;
                        Frame* nf = prepare_frame(closure, self, std::span<const Value>(f->stack.begin() + base, a), closure);
                        nf->is_construct = true;
                        f->stack.resize(base - 1);
                        if (!enter_frame(closure, nf))
                            goto handle_throw;
                        break;
                    }
                }
                [[fallthrough]];
            case Op::NewSpread: {
                std::vector<Value> args;
                if (op == Op::New) {
                    args.assign(f->stack.end() - a, f->stack.end());
                    f->stack.resize(f->stack.size() - a);
                } else {
                    args = static_cast<Array*>(pop().as_object())->elements();
                }
                Value ctor = pop();
                if (!is_constructor(ctor)) {
                    throw_type_error(callee_description(f, ctor) + " is not a constructor");
                    goto handle_throw;
                }
                TRY_PUSH(construct(ctor, args, nullptr));
                break;
            }
            case Op::SuperCall:
            case Op::SuperCallSpread: {
                std::vector<Value> args;
                if (op == Op::SuperCall) {
                    args.assign(f->stack.end() - a, f->stack.end());
                    f->stack.resize(f->stack.size() - a);
                } else {
                    args = static_cast<Array*>(pop().as_object())->elements();
                }
                Closure* active = f->callee;
                Object* parent = active ? active->prototype() : nullptr;
                if (!parent || !is_constructor(Value(parent))) {
                    throw_type_error("Super constructor is not a constructor");
                    goto handle_throw;
                }
                auto result = construct(Value(parent), args, f->new_target);
                THROW_IF(result);
                if (!f->this_value.is_empty()) {
                    throw_reference_error("Super constructor may only be called once");
                    goto handle_throw;
                }
                f->this_value = result.value();
                if (active->field_initializer)
                    THROW_IF(call(Value(static_cast<Object*>(active->field_initializer)), f->this_value, {}));
                push(f->this_value);
                break;
            }
            case Op::Return:
                return_value = pop();
                goto do_return;
            case Op::MakeClosure: {
                Closure* c = make_closure(f->code->functions[a], f->env, f);
                push(Value(static_cast<Object*>(c)));
                break;
            }
            case Op::MakeClass: {
                Value super_value = pop();
                Object* proto_parent = m_object_prototype;
                Object* ctor_parent = m_function_prototype;
                if (!super_value.is_empty()) {
                    if (super_value.is_null()) {
                        proto_parent = nullptr;
                    } else if (!is_constructor(super_value)) {
                        throw_type_error("Class extends value " + describe_uncaught(super_value) + " is not a constructor or null");
                        goto handle_throw;
                    } else {
                        auto pp = super_value.as_object()->get(*this, m_names.prototype);
                        THROW_IF(pp);
                        if (!pp.value().is_object() && !pp.value().is_null()) {
                            throw_type_error("Class extends value does not have valid prototype property " + describe_uncaught(pp.value()));
                            goto handle_throw;
                        }
                        proto_parent = pp.value().is_null() ? nullptr : pp.value().as_object();
                        ctor_parent = super_value.as_object();
                    }
                }
                Object* proto = m_heap.allocate<Object>(proto_parent);
                Closure* ctor = make_closure(f->code->functions[a], f->env, f);
                ctor->set_prototype(ctor_parent);
                ctor->home_object = proto;
                ctor->put_direct(m_names.prototype, Value(proto), 0);
                proto->put_direct(m_names.constructor, Value(static_cast<Object*>(ctor)), kWritable | kConfigurable);
                push(Value(static_cast<Object*>(ctor)));
                push(Value(proto));
                break;
            }
            case Op::SetFieldInitializer: {
                auto* init = static_cast<Closure*>(pop().as_object());
                Object* proto = top().as_object();
                init->home_object = proto;
                auto* ctor = static_cast<Closure*>(f->stack[f->stack.size() - 2].as_object());
                ctor->field_initializer = init;
                break;
            }
            case Op::RunStaticInit: {
                auto* init = static_cast<Closure*>(pop().as_object());
                Value ctor = f->stack[f->stack.size() - 2];
                init->home_object = ctor.as_object();
                THROW_IF(call(Value(static_cast<Object*>(init)), ctor, {}));
                break;
            }
            case Op::CreateArguments: {
                Object* arguments = create_arguments_object(*this, *f);
                push(Value(arguments));
                break;
            }
            case Op::Await: {
                Value v = pop();
                if (!f->async_promise && !f->generator) {
                    throw_syntax_error("await is only valid in async functions and the top level bodies of modules");
                    goto handle_throw;
                }
                THROW_IF(await_value(*this, f, v));
                f->suspended = true;
                // An async generator's next() already returned its request's promise.
                Value promise = f->async_promise ? Value(static_cast<Object*>(f->async_promise)) : Value();
                --m_frame_depth;
                if (f->is_entry) {
                    m_current = f->caller;
                    f->caller = nullptr;
                    return { Completion::Type::Suspended, promise };
                }
                Frame* caller = f->caller;
                f->caller = nullptr;
                f->is_entry = true; // when resumed, it runs in a loop of its own
                f = caller;
                m_current = f;
                push(promise);
                break;
            }

            case Op::Throw:
                throw_value(pop());
                note_throw_site(true);
                goto handle_throw;
            case Op::EnterTry:
                f->handlers.push_back({ a, static_cast<uint32_t>(f->stack.size()), f->env });
                break;
            case Op::LeaveTry: f->handlers.pop_back(); break;

            case Op::GetIterator: {
                Value iterable = pop();
                if (iterable.is_nullish()) {
                    throw_type_error(not_iterable_at(f, pc, iterable));
                    goto handle_throw;
                }
                auto method = get_method(iterable, PropertyKey::symbol(m_symbol_iterator));
                THROW_IF(method);
                if (method.value().is_undefined()) {
                    throw_type_error(not_iterable_at(f, pc, iterable));
                    goto handle_throw;
                }
                auto it = call(method.value(), iterable, {});
                THROW_IF(it);
                if (!it.value().is_object()) {
                    throw_type_error("Result of the Symbol.iterator method is not an object");
                    goto handle_throw;
                }
                auto next = get(it.value(), m_names.next);
                THROW_IF(next);
                push(it.value());
                push(next.value());
                break;
            }
            case Op::IteratorNext:
            case Op::IteratorValue: {
                size_t n = f->stack.size();
                Value it = f->stack[n - 2];
                Value next = f->stack[n - 1];
                if (op == Op::IteratorValue && next.is_undefined()) {
                    push(Value());
                    break;
                }
                auto result = call(next, it, {});
                THROW_IF(result);
                if (!result.value().is_object()) {
                    throw_type_error("Iterator result " + describe_uncaught(result.value()) + " is not an object");
                    goto handle_throw;
                }
                auto done = get(result.value(), m_names.done);
                THROW_IF(done);
                if (to_boolean(done.value())) {
                    if (op == Op::IteratorNext) {
                        f->pc = a;
                    } else {
                        f->stack[n - 1] = Value(); // exhausted
                        push(Value());
                    }
                    break;
                }
                TRY_PUSH(get(result.value(), m_names.value));
                break;
            }
            case Op::IteratorRest: {
                size_t n = f->stack.size();
                Value it = f->stack[n - 2];
                Value next = f->stack[n - 1];
                std::vector<Value> rest;
                while (!next.is_undefined()) {
                    auto result = call(next, it, {});
                    THROW_IF(result);
                    if (!result.value().is_object()) {
                        throw_type_error("Iterator result is not an object");
                        goto handle_throw;
                    }
                    auto done = get(result.value(), m_names.done);
                    THROW_IF(done);
                    if (to_boolean(done.value())) {
                        f->stack[n - 1] = Value();
                        break;
                    }
                    auto v = get(result.value(), m_names.value);
                    THROW_IF(v);
                    rest.push_back(v.value());
                }
                push(Value(static_cast<Object*>(make_array(rest))));
                break;
            }
            case Op::IteratorClose: {
                Value next = pop();
                Value it = pop();
                if (next.is_undefined())
                    break; // exhausted: nothing to close
                auto ret = get_method(it, m_names.return_);
                THROW_IF(ret);
                if (!ret.value().is_undefined()) {
                    auto r = call(ret.value(), it, {});
                    THROW_IF(r);
                    if (!r.value().is_object()) {
                        throw_type_error("Iterator result " + describe_uncaught(r.value()) + " is not an object");
                        goto handle_throw;
                    }
                }
                break;
            }
            case Op::IteratorCloseThrow: {
                Value exc = pop();
                Value next = pop();
                Value it = pop();
                if (!next.is_undefined()) {
                    auto ret = get_method(it, m_names.return_);
                    if (!ret.is_throw() && !ret.value().is_undefined())
                        (void)call(ret.value(), it, {});
                    if (m_terminated)
                        goto handle_throw;
                    m_exception = Value();
                }
                push(exc);
                break;
            }
            case Op::ForInKeys: {
                Value v = pop();
                std::vector<Value> keys;
                if (!v.is_nullish()) {
                    auto o = to_object(v);
                    THROW_IF(o);
                    std::unordered_set<PropertyKey, PropertyKeyHash> seen; // a string of a million characters has a million keys
                    for (Object* obj = o.value(); obj;) {
                        // 14.7.5.9 EnumerateObjectProperties: a Proxy's keys, descriptors
                        // and prototype come from its traps.
                        bool proxy = obj->is_proxy();
                        auto own_keys = proxy ? obj->internal_own_property_keys(*this) : obj->own_property_keys();
                        THROW_IF(own_keys);
                        for (const PropertyKey& k : own_keys.value()) {
                            if (k.is_symbol() || !seen.insert(k).second)
                                continue;
                            auto p = proxy ? obj->internal_get_own_property(*this, k) : obj->get_own_property(k);
                            THROW_IF(p);
                            if (p.value() && p.value()->enumerable())
                                keys.push_back(Value(make_string(k.to_string())));
                        }
                        if (!proxy) {
                            obj = obj->prototype();
                            continue;
                        }
                        auto next = obj->internal_get_prototype_of(*this);
                        THROW_IF(next);
                        obj = next.value();
                    }
                }
                push(Value(static_cast<Object*>(make_array(keys))));
                push(Value(0.0));
                break;
            }
            case Op::ForInNext: {
                size_t n = f->stack.size();
                auto* keys = static_cast<Array*>(f->stack[n - 2].as_object());
                double index = f->stack[n - 1].as_number();
                if (index >= keys->length()) {
                    f->pc = a;
                    break;
                }
                f->stack[n - 1] = Value(index + 1);
                push(keys->elements()[static_cast<uint32_t>(index)]);
                break;
            }

            case Op::ImportBinding:
            case Op::ImportNamespace: {
                std::string specifier = constant(a).as_string()->utf8();
                Object* exports = require_module(specifier);
                if (!exports) {
                    throw_error(m_error_prototype, module_error(specifier));
                    goto handle_throw;
                }
                if (op == Op::ImportNamespace) {
                    push(Value(exports));
                } else {
                    PropertyKey k = constant_key(b);
                    if (!exports->has_property(k) && constant(b).as_string()->utf8() == "default") {
                        // A host's module is CommonJS to an ES module: its default export is
                        // module.exports itself (Node's CJS interop).
                        push(Value(exports));
                        break;
                    }
                    if (!exports->has_property(k)) {
                        throw_syntax_error("The requested module '" + specifier + "' does not provide an export named '" + constant(b).as_string()->utf8() + "'");
                        goto handle_throw;
                    }
                    TRY_PUSH(exports->get(*this, k));
                }
                break;
            }
            case Op::Export: {
                if (!m_module_exports)
                    m_module_exports = make_object();
                m_module_exports->put_direct(constant_key(a), pop());
                break;
            }
            // Private names and templates
            case Op::NewPrivateName: {
                Value class_name = pop();
                Symbol* name = m_heap.allocate<Symbol>(constant(a).as_string()->string(), true);
                Symbol::PrivateInfo info;
                info.kind = static_cast<Symbol::PrivateInfo::Kind>(b & 3);
                info.is_static = b & 4;
                info.has_getter = b & 8;
                info.has_setter = b & 16;
                info.class_name = class_name.is_string() ? class_name.as_string()->utf8() : std::string();
                name->make_private(std::move(info));
                push(Value(name));
                break;
            }
            case Op::InitPrivateMethod: {
                auto* c = function_cast<Closure>(top().as_object());
                c->home_object = f->stack[f->stack.size() - 2].as_object();
                if (a != 0)
                    c->put_direct(m_names.name, Value(intern((a == 1 ? "get " : "set ") + c->code()->name)), kConfigurable);
                break;
            }
            case Op::PrivateFieldAdd: {
                Symbol* name = pop().as_symbol();
                Value v = pop();
                THROW_IF(private_field_add(*this, top(), name, v));
                break;
            }
            case Op::PrivateMethodOrAccessorAdd: {
                Value setter = pop();
                Value method = pop();
                Symbol* name = pop().as_symbol();
                Value target = pop();
                THROW_IF(private_method_or_accessor_add(*this, target, name, method, setter));
                break;
            }
            case Op::GetPrivate: {
                Symbol* name = pop().as_symbol();
                Value target = pop();
                TRY_PUSH(private_get(*this, target, name));
                break;
            }
            case Op::SetPrivate: {
                Symbol* name = pop().as_symbol();
                Value v = pop();
                Value target = pop();
                THROW_IF(private_set(*this, target, name, v));
                push(v);
                break;
            }
            case Op::PrivateIn: {
                Value target = pop();
                Symbol* name = pop().as_symbol();
                auto r = private_in(*this, name, target);
                THROW_IF(r);
                push(Value(r.value()));
                break;
            }
            case Op::DynamicImport: {
                Value specifier = pop();
                TRY_PUSH(dynamic_import(specifier));
                break;
            }
            case Op::ImportMeta: TRY_PUSH(import_meta()); break;
            // RegExp
            case Op::NewRegExp: TRY_PUSH(regexp_create_literal(*this, constant(a).as_string(), constant(b).as_string())); break;
            // --- Generators (generator.h) ---
            case Op::InitialYield: {
                // 15.5.2 EvaluateGeneratorBody steps 2-4: after the parameters are bound, the
                // call returns the generator object; the body starts at the first next().
                auto generator = create_generator_object(*this, f);
                THROW_IF(generator);
                Value result(static_cast<Object*>(generator.value()));
                f->suspended = true;
                f->yield_delegate = false;
                --m_frame_depth;
                if (f->is_entry) {
                    m_current = f->caller;
                    f->caller = nullptr;
                    return { Completion::Type::Normal, result };
                }
                Frame* caller = f->caller;
                f->caller = nullptr;
                f->is_entry = true; // when resumed, it runs in a loop of its own
                f = caller;
                m_current = f;
                push(result);
                break;
            }
            case Op::Yield:
            case Op::YieldDelegate: {
                // 27.5.3.7 GeneratorYield / 27.6.3.8 AsyncGeneratorYield: suspend the frame and
                // return to whoever called next(). A yield* hands over [it next] + the result.
                auto* generator = static_cast<GeneratorObject*>(f->generator);
                Value v = pop();
                bool delegate = op == Op::YieldDelegate;
                if (generator->is_async) {
                    GeneratorObject::Request next;
                    if (async_generator_yield(*this, generator, v, next)) {
                        // Another request is already queued: continue at once with its completion
                        // (27.6.3.8 step 11, AsyncGeneratorUnwrapYieldResumption).
                        if (delegate) {
                            push(next.value);
                            push(Value(static_cast<double>(next.mode)));
                        } else if (next.mode == ResumeMode::Next) {
                            push(next.value);
                        } else if (next.mode == ResumeMode::Throw) {
                            throw_value(next.value);
                            goto handle_throw;
                        } else {
                            push(next.value);
                            f->pc = a;
                        }
                        break;
                    }
                }
                f->suspended = true;
                f->yield_return_target = a;
                f->yield_delegate = delegate;
                --m_frame_depth;
                VERIFY(f->is_entry && "a generator body always runs in a loop of its own");
                m_current = f->caller;
                f->caller = nullptr;
                return { Completion::Type::Suspended, v };
            }
            case Op::DelegateCall: {
                // 15.5.5 yield* step 7.a-c: forward next / throw / return to the inner iterator.
                auto mode = static_cast<ResumeMode>(static_cast<int>(pop().as_number()));
                Value received = pop();
                size_t n = f->stack.size();
                Value it = f->stack[n - 2];
                Value next = f->stack[n - 1];
                bool is_async = static_cast<GeneratorObject*>(f->generator)->is_async;
                ThrowOr<Value> inner = Value();
                if (mode == ResumeMode::Next) {
                    Value args[] = { received };
                    inner = call(next, it, args);
                } else {
                    auto method = get_method(it, mode == ResumeMode::Throw ? key("throw") : m_names.return_);
                    THROW_IF(method);
                    if (method.value().is_undefined()) {
                        if (mode == ResumeMode::Return) {
                            // 7.c.iii: no return method: the generator itself returns received.
                            push(received);
                            f->pc = a;
                            break;
                        }
                        // 7.b.iii: no throw method: close the inner iterator, then TypeError.
                        // FIXME: for an async iterator the result of return() is not awaited.
                        auto ret = get_method(it, m_names.return_);
                        THROW_IF(ret);
                        if (!ret.value().is_undefined()) {
                            auto r = call(ret.value(), it, {});
                            THROW_IF(r);
                            if (!is_async && !r.value().is_object()) {
                                throw_type_error("Iterator result " + describe_uncaught(r.value()) + " is not an object");
                                goto handle_throw;
                            }
                        }
                        throw_type_error("The iterator does not provide a 'throw' method");
                        goto handle_throw;
                    }
                    Value args[] = { received };
                    inner = call(method.value(), it, args);
                }
                THROW_IF(inner);
                push(Value(static_cast<double>(mode)));
                push(inner.value());
                break;
            }
            case Op::DelegateResult: {
                // 15.5.5 yield* steps 7.a.ii-vi (and b.ii.4-7, c.v-viii): a done result ends the
                // yield* (or returns, after return()); otherwise it is yielded on.
                Value result = pop();
                auto mode = static_cast<ResumeMode>(static_cast<int>(pop().as_number()));
                if (!result.is_object()) {
                    throw_type_error("Iterator result " + describe_uncaught(result) + " is not an object");
                    goto handle_throw;
                }
                auto done = get(result, m_names.done);
                THROW_IF(done);
                bool is_async = static_cast<GeneratorObject*>(f->generator)->is_async;
                if (to_boolean(done.value())) {
                    TRY_PUSH(get(result, m_names.value));
                    f->pc = mode == ResumeMode::Return ? b : a;
                    break;
                }
                if (is_async) {
                    // AsyncGeneratorYield(? IteratorValue(innerResult)).
                    TRY_PUSH(get(result, m_names.value));
                } else {
                    push(result); // GeneratorYield(innerResult): the result object as it is
                }
                break;
            }
            case Op::TruncateStack:
                if (f->stack.size() > a)
                    f->stack.resize(a);
                break;
            case Op::GetAsyncIterator: {
                Value iterable = pop();
                std::string message = not_iterable_at(f, pc, iterable);
                if (size_t at = message.rfind(" is not iterable"); at != std::string::npos)
                    message = message.substr(0, at) + " is not async iterable";
                auto record = get_async_iterator(*this, iterable, message);
                THROW_IF(record);
                push(record.value().iterator);
                push(record.value().next_method);
                break;
            }
            case Op::IteratorCall: {
                size_t n = f->stack.size();
                TRY_PUSH(call(f->stack[n - 1], f->stack[n - 2], {}));
                break;
            }
            case Op::IteratorResultStep: {
                Value result = pop();
                if (!result.is_object()) {
                    throw_type_error("Iterator result " + describe_uncaught(result) + " is not an object");
                    goto handle_throw;
                }
                auto done = get(result, m_names.done);
                THROW_IF(done);
                if (to_boolean(done.value())) {
                    f->pc = a;
                    break;
                }
                TRY_PUSH(get(result, m_names.value));
                break;
            }
            case Op::AsyncIteratorCloseCall: {
                // 7.4.13 AsyncIteratorClose steps 4-5.c; the Await and the object check follow.
                Value next = pop();
                Value it = pop();
                if (next.is_undefined()) {
                    f->pc = a;
                    break;
                }
                auto ret = get_method(it, m_names.return_);
                THROW_IF(ret);
                if (ret.value().is_undefined()) {
                    f->pc = a;
                    break;
                }
                TRY_PUSH(call(ret.value(), it, {}));
                break;
            }
            case Op::CheckObjectResult: {
                Value r = pop();
                if (!r.is_object()) {
                    throw_type_error("Iterator result " + describe_uncaught(r) + " is not an object");
                    goto handle_throw;
                }
                break;
            }
            case Op::Count: break;
            default: __builtin_unreachable(); // the compiler emits no other words where an opcode goes
            }
        }
        continue;

    do_return: {
        Value v = return_value;
        if (f->is_construct && !v.is_object()) {
            if (f->code->is_derived() && !v.is_undefined()) {
                throw_type_error("Derived constructors may only return object or undefined");
                goto handle_throw;
            }
            if (f->this_value.is_empty()) {
                throw_reference_error("Must call super constructor in derived class before accessing 'this' or returning from derived constructor");
                goto handle_throw;
            }
            v = f->this_value;
        }
        if (f->is_construct && v.is_object() && f->this_value.is_object() && v.as_object() == f->this_value.as_object()) {
            size_t n = v.as_object()->named_property_count();
            if (n > f->code->constructed_properties)
                f->code->constructed_properties = static_cast<uint8_t>(std::min<size_t>(n, 64));
        }
        if (f->async_promise) {
            if (!async_settled)
                resolve_promise(*this, f->async_promise, v);
            async_settled = false;
            v = Value(static_cast<Object*>(f->async_promise));
        } else if (f->generator && static_cast<GeneratorObject*>(f->generator)->is_async) {
            // 27.6.3.2 AsyncGeneratorStart 4.g-l: the body returned: settle the request.
            if (!async_settled)
                async_generator_body_completed(*this, static_cast<GeneratorObject*>(f->generator), v, false);
            async_settled = false;
            v = Value();
        }
        --m_frame_depth;
        if (f->is_entry) {
            m_current = f->caller;
            recycle_frame(f);
            return { Completion::Type::Normal, v };
        }
        Frame* caller = f->caller;
        recycle_frame(f);
        f = caller;
        m_current = f;
        push(v);
        continue;
    }

    handle_throw: {
        if (m_terminated) {
            // Uncatchable: unwind every frame of this loop.
            while (!f->is_entry) {
                --m_frame_depth;
                f = f->caller;
            }
            --m_frame_depth;
            m_current = f->caller;
            return { Completion::Type::Throw, Value() };
        }
        Value exception = m_exception;
        for (;;) {
            if (!f->handlers.empty()) {
                Frame::Handler h = f->handlers.back();
                f->handlers.pop_back();
                f->stack.resize(h.stack_size);
                f->env = h.env;
                f->stack.push_back(exception);
                f->pc = h.target;
                m_exception = Value();
                m_current = f;
                break;
            }
            if (f->generator && static_cast<GeneratorObject*>(f->generator)->is_async) {
                // An async generator's exception rejects the oldest request's promise.
                async_generator_body_completed(*this, static_cast<GeneratorObject*>(f->generator), exception, true);
                m_exception = Value();
                async_settled = true;
                return_value = Value();
                goto do_return;
            }
            if (f->async_promise) {
                // An async function's exception rejects its promise instead of propagating.
                reject_promise(*this, f->async_promise, exception);
                m_exception = Value();
                async_settled = true;
                return_value = Value(static_cast<Object*>(f->async_promise));
                f->is_construct = false;
                goto do_return;
            }
            --m_frame_depth;
            if (f->is_entry) {
                m_current = f->caller;
                m_exception = Value();
                recycle_frame(f);
                return { Completion::Type::Throw, exception };
            }
            Frame* caller = f->caller;
            recycle_frame(f);
            f = caller;
            m_current = f;
        }
        continue;
    }
    }
#undef THROW_IF
#undef TRY_PUSH
#undef FIRST_PART_ONLY
#undef RUN_FUSED
#undef THEN_LAST_PART
}

} // namespace evloop::js
