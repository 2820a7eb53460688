// The VM outside the interpreter loop (interpreter.cpp): the realm's strings, objects,
// jobs, errors, garbage collection and the abstract operations everything else uses.
//
// Index, in file order, each headed `// --- name ---` (look things up by function name):
//   (top)         VM::VM
//   strings and objects  intern / key / make_string / make_rope / key_from_string (interned
//                 property keys, ropes), make_array, make_native_function, define_native /
//                 define_value / define_getter, make_closure; then the job queue:
//                 make_job, enqueue_job (9.5 Jobs and Host Operations to Enqueue Jobs),
//                 run_next_job, settle_internal_capability, finish_job, continue_paused
//   errors        throw_value, make_error / throw_error (20.5 Error Objects), describe_uncaught
//   GC            collect_garbage (roots, ephemerons, weak holders; the cost model's
//                 survivors), maybe_collect_garbage
//   conversions   7.1 Type Conversion: to_boolean, to_primitive, to_number, to_numeric,
//                 to_string, to_object, to_property_key, to_integer_or_infinity; 7.2
//                 Testing and Comparison: strict_equals, same_value_zero, same_value,
//                 loose_equals; type_of; 7.3 Operations on Objects: get, set, get_method,
//                 ordinary_has_instance, instance_of, length_of_array_like, iterate_to_list
//   realm         intrinsic / set_intrinsic, the virtual clock (read_clock_ms, now_ms: the
//                 busy-wait rule of cost_model.h), next_random, initialize_realm (9.3 Realms)
//   programs      compile, run_program (16.1 Scripts, 16.2 Modules, CommonJS), run_internal
//                 (the hosts' own JavaScript), require_module / dynamic_import / import_meta,
//                 track_rejection / take_unhandled_rejections (HostPromiseRejectionTracker)
#include "core/js/vm.h"
#include "core/js/bigint_ops.h"
#include "core/js/compiler.h"
#include "core/js/cost_model.h"
#include "core/js/generator.h"
#include "core/js/intl.h"
#include "core/js/promise.h"
#include "core/js/weak.h"
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace evloop::js {

void Closure::visit_edges(Visitor& v)
{
    FunctionObject::visit_edges(v);
    v.visit(m_code);
    v.visit(m_env);
    v.visit(captured_this);
    v.visit(captured_new_target);
    v.visit(captured_home);
    v.visit(captured_callee);
    v.visit(home_object);
    v.visit(field_initializer);
}

void Frame::visit_edges(Visitor& v)
{
    // A frame in the VM's pool (VM::recycle_frame): its fields are stale, and make_frame
    // sets them all before the frame runs again.
    if (!code)
        return;
    v.visit(code);
    v.visit(callee);
    v.visit(env);
    for (const Value& s : stack)
        v.visit(s);
    for (const Value& a : args)
        v.visit(a);
    for (const Handler& h : handlers)
        v.visit(h.env);
    v.visit(this_value);
    v.visit(receiver);
    v.visit(new_target);
    v.visit(caller);
    v.visit(static_cast<Object*>(async_promise));
    v.visit(home_object);
    v.visit(generator);
    v.visit(function_env);
}

void Job::visit_edges(Visitor& v)
{
    v.visit(reaction);
    v.visit(argument);
    v.visit(static_cast<Object*>(promise_to_resolve));
    v.visit(thenable);
    v.visit(then_function);
    v.visit(callback);
    v.visit(frame);
}

VM::VM()
{
    m_names = { key("length"), key("name"), key("prototype"), key("constructor"), key("then"), key("next"), key("done"),
        key("value"), key("message"), key("stack"), key("return") };
    m_heap.set_collection_signal(&m_next_check);
    initialize_realm();
}

VM::~VM() = default;

// --- strings and objects -------------------------------------------------------------

PrimitiveString* VM::intern(std::u16string_view s)
{
    auto it = m_interned.find(s);
    if (it != m_interned.end())
        return it->second;
    auto* str = m_heap.allocate<PrimitiveString>(std::u16string(s));
    m_interned.emplace(std::u16string(s), str);
    return str;
}

PropertyKey VM::key(std::string_view name)
{
    auto it = m_name_keys.find(name);
    if (it != m_name_keys.end())
        return it->second;
    PropertyKey k = key_from_string(intern(name));
    // Names from C++ code are a small fixed set; cap it in case one is built at run time.
    if (m_name_keys.size() < 4096)
        m_name_keys.emplace(std::string(name), k);
    return k;
}

size_t VM::new_key_slot()
{
    static std::atomic<size_t> next { 0 };
    return next++;
}

PropertyKey VM::fill_key_slot(size_t slot, std::string_view name)
{
    PropertyKey k = key(name);
    // Only a key m_name_keys holds (and so keeps alive) may be kept.
    if (m_name_keys.contains(name)) {
        if (slot >= m_slot_keys.size())
            m_slot_keys.resize(slot + 1);
        m_slot_keys[slot] = { k, true };
    }
    return k;
}

PrimitiveString* VM::make_string(std::u16string s)
{
    if (s.size() <= 1)
        return intern(s); // small strings are shared
    return m_heap.allocate<PrimitiveString>(std::move(s));
}

PrimitiveString* VM::make_rope(PrimitiveString* left, PrimitiveString* right)
{
    return m_heap.allocate<PrimitiveString>(left, right);
}

PropertyKey VM::key_from_string(PrimitiveString* s)
{
    uint32_t index;
    if (is_array_index(s->string(), index))
        return PropertyKey::index(index);
    return PropertyKey::string(intern(s->string()));
}

Array* VM::make_array(const std::vector<Value>& values)
{
    auto* a = m_heap.allocate<Array>(m_array_prototype);
    a->elements() = values;
    return a;
}

NativeFunction* VM::make_native_function(std::string_view name, NativeFn fn, uint32_t length, bool constructor)
{
    auto* f = m_heap.allocate<NativeFunction>(m_function_prototype, fn, constructor);
    f->in_stack_traces = m_installing_builtins;
    f->set_length_and_name(length, intern(name), m_names.length.as_string(), m_names.name.as_string());
    return f;
}

void VM::define_native(Object* target, std::string_view name, NativeFn fn, uint32_t length)
{
    target->put_direct(key(name), Value(static_cast<Object*>(make_native_function(name, fn, length))), kBuiltinAttributes);
}

void VM::define_value(Object* target, std::string_view name, Value v, uint8_t attributes)
{
    target->put_direct(key(name), v, attributes);
}

void VM::define_getter(Object* target, std::string_view name, NativeFn fn)
{
    NativeFunction* getter = make_native_function(std::string("get ") + std::string(name), fn, 0);
    Property p;
    p.getter = getter;
    p.attributes = kAccessor | kConfigurable;
    target->define_own_property(key(name), p);
}

Closure* VM::make_closure(FunctionCode* code, Environment* env, Frame* frame)
{
    Object* proto = m_function_prototype;
    if (code->is_generator)
        proto = intrinsic(code->is_async ? "AsyncGeneratorFunction.prototype" : "GeneratorFunction.prototype");
    else if (code->is_async)
        proto = intrinsic("AsyncFunction.prototype");
    auto* c = m_heap.allocate<Closure>(proto, code, env);
    if (!code->name_string)
        code->name_string = intern(code->name);
    c->set_length_and_name(code->length, code->name_string, m_names.length.as_string(), m_names.name.as_string());
    if (code->is_generator) {
        // 15.5.3 / 15.6.3 InstantiateGeneratorFunctionObject: `prototype` is a new object
        // inheriting from %GeneratorPrototype% (%AsyncGeneratorPrototype%), with no constructor.
        Object* prototype = m_heap.allocate<Object>(
            intrinsic(code->is_async ? "AsyncGeneratorFunction.prototype.prototype" : "GeneratorFunction.prototype.prototype"));
        c->put_direct(m_names.prototype, Value(prototype), kWritable);
    } else if (code->kind == FunctionKind::Normal && !code->is_async) {
        // Ordinary functions get a fresh prototype object with a constructor back-link.
        Object* prototype = make_object();
        prototype->put_direct(m_names.constructor, Value(static_cast<Object*>(c)), kBuiltinAttributes);
        c->put_direct(m_names.prototype, Value(prototype), kWritable);
    }
    if (code->is_arrow() && frame) {
        c->captured_this = frame->this_value;
        c->captured_new_target = frame->new_target;
        c->captured_home = frame->home_object;
    }
    return c;
}

Job* VM::make_job(JobKind kind)
{
    Job* job = m_heap.allocate<Job>();
    job->kind = kind;
    job->id = m_next_job_id++;
    return job;
}

void VM::enqueue_job(Job* job)
{
    m_jobs.push_back(job);
    if (m_hooks.job_enqueued)
        m_hooks.job_enqueued(*job);
}

RunResult VM::result_of(Completion completion)
{
    RunResult r;
    if (m_terminated) {
        r.status = RunResult::Status::BudgetExceeded;
        r.message = m_budget_message;
    } else if (completion.type == Completion::Type::Paused) {
        r.status = RunResult::Status::Paused;
    } else if (completion.type == Completion::Type::Throw) {
        r.status = RunResult::Status::Uncaught;
        r.value = completion.value;
        r.message = describe_uncaught(completion.value);
    }
    return r;
}

bool VM::run_next_job(RunResult* out)
{
    if (m_jobs.empty())
        return false;
    Job* job = m_jobs.front();
    m_jobs.pop_front();
    m_running_job = job;
    m_exception = Value();
    Completion completion;
    // Callbacks written in JS run in a pausable loop of their own; builtins and the
    // resolve-thenable job's `then` call run to completion.
    bool callback_job = job->kind == JobKind::QueueMicrotask || job->kind == JobKind::HostCallback;
    Value callback = callback_job ? job->callback
        : job->kind == JobKind::PromiseReaction         ? job->reaction->handler
                                                        : Value();
    Closure* closure = callback.is_object() ? function_cast<Closure>(callback.as_object()) : nullptr;
    if (job->kind == JobKind::AwaitContinuation && job->frame) {
        // 27.7.5.3 Await, steps 3.c / 5.c: resume the async function.
        completion = resume(job->frame, job->argument, job->reaction->type == PromiseReaction::Type::Reject, true);
    } else if (closure && !closure->code()->is_class_constructor() && m_native_depth == 0) {
        Value argument[] = { job->argument };
        std::span<const Value> args = callback_job ? std::span<const Value> {} : std::span<const Value>(argument);
        Frame* frame = make_frame(closure, Value(), args, nullptr);
        frame->is_entry = true;
        if (closure->code()->is_async_function())
            frame->async_promise = new_promise(*this);
        completion = run_frame(frame, nullptr, true);
        if (closure->code()->is_async_function() && completion.type != Completion::Type::Paused) {
            // An async handler's result is its promise, whether it finished or awaits.
            completion = { Completion::Type::Normal, Value(static_cast<Object*>(frame->async_promise)) };
        }
    } else if (callback_job) {
        auto r = call(job->callback, Value(), {});
        completion = r.is_throw() ? Completion { Completion::Type::Throw, take_exception() } : Completion { Completion::Type::Normal, r.value() };
    } else {
        run_promise_job(*this, *job); // settles the capability itself
        clear_kept_objects();
        completion = m_exception.is_undefined() ? Completion {} : Completion { Completion::Type::Throw, take_exception() };
        m_running_job = nullptr;
        RunResult r = result_of(completion);
        if (out && r.status != RunResult::Status::Ok)
            *out = r;
        maybe_collect_garbage();
        return true;
    }
    if (completion.type == Completion::Type::Paused) {
        m_paused_job = job;
        if (out)
            out->status = RunResult::Status::Paused;
        return true;
    }
    RunResult r = finish_job(job, completion);
    if (out && r.status != RunResult::Status::Ok)
        *out = r;
    return true;
}

void VM::settle_internal_capability(const PromiseCapability& capability, bool reject, Value value)
{
    // The internal capability of `then` on a %Promise% (builtins_promise.cpp): what its
    // resolve or reject function would do, on a promise nothing else can settle.
    auto* promise = static_cast<PromiseObject*>(capability.promise.as_object());
    charge_ps(kCpu.native_call_ps); // the call of the function it stands for (cost_model.h)
    if (reject)
        reject_promise(*this, promise, value);
    else
        resolve_promise(*this, promise, value);
}

RunResult VM::finish_job(Job* job, Completion completion)
{
    m_exception = Value();
    clear_kept_objects();
    if (!m_terminated && job->kind == JobKind::PromiseReaction && !job->frame && job->reaction->has_capability) {
        // 27.2.2.1 NewPromiseReactionJob steps h-i: settle the derived promise with the
        // handler's result.
        const PromiseCapability& capability = job->reaction->capability;
        bool threw = completion.type == Completion::Type::Throw;
        if (capability.resolve.is_empty()) {
            settle_internal_capability(capability, threw, completion.value);
            completion = {};
        } else {
            Value args[] = { completion.value };
            auto settled = call(threw ? capability.reject : capability.resolve, Value(), args);
            completion = settled.is_throw() ? Completion { Completion::Type::Throw, take_exception() } : Completion {};
        }
    }
    RunResult r = result_of(completion);
    m_running_job = nullptr;
    if (!m_terminated)
        m_exception = Value();
    maybe_collect_garbage();
    return r;
}

RunResult VM::continue_paused()
{
    if (!m_paused_entry)
        return {};
    Frame* entry = m_paused_entry;
    Frame* frame = m_paused_frame;
    m_paused_entry = m_paused_frame = nullptr;
    entry->caller = m_current;
    Completion completion = run_frame(entry, frame, true);
    if (completion.type == Completion::Type::Paused)
        return result_of(completion);
    if (Job* job = m_paused_job) {
        m_paused_job = nullptr;
        if (entry->async_promise && job->kind != JobKind::AwaitContinuation)
            completion = { Completion::Type::Normal, Value(static_cast<Object*>(entry->async_promise)) };
        return finish_job(job, completion);
    }
    return result_of(completion); // the script finished
}

// --- errors ---------------------------------------------------------------------------

Thrown VM::throw_value(Value v)
{
    m_exception = v;
    note_throw_site(false);
    return Thrown {};
}

Object* VM::make_error(Object* prototype, const std::string& message)
{
    Object* error = m_heap.allocate<Object>(prototype, ObjectClass::Error);
    // `stack` = "Name: message\n    at …" like V8, which also defines it before `message`.
    // NOTE: a getter on the prototype's `name` is not run here (no JS during creation).
    Value name_value;
    for (Object* p = prototype; p && name_value.is_undefined(); p = p->prototype())
        if (auto own = p->get_own_property(m_names.name); own && !own->is_accessor())
            name_value = own->value;
    std::string name = name_value.is_string() ? name_value.as_string()->utf8() : "Error";
    std::string header = message.empty() ? name : name + ": " + message;
    std::string trace = current_stack_trace();
    error->put_direct(m_names.stack, string_value(trace.empty() ? header : header + "\n" + trace), kBuiltinAttributes);
    if (!message.empty())
        error->put_direct(m_names.message, string_value(message), kBuiltinAttributes);
    return error;
}

Thrown VM::throw_error(Object* prototype, const std::string& message)
{
    return throw_value(Value(make_error(prototype, message)));
}

std::string VM::describe_uncaught(Value v)
{
    if (v.is_object()) {
        Object* o = v.as_object();
        auto stack = o->get(*this, m_names.stack);
        if (!stack.is_throw() && stack.value().is_string())
            return stack.value().as_string()->utf8();
    }
    auto s = to_string(v);
    if (s.is_throw()) {
        m_exception = Value();
        return "<uncaught value>";
    }
    return s.value()->utf8();
}

// --- GC --------------------------------------------------------------------------------

void VM::release(Cell* cell)
{
    auto it = std::find(m_extra_roots.rbegin(), m_extra_roots.rend(), cell);
    if (it != m_extra_roots.rend())
        m_extra_roots.erase(std::next(it).base());
}

void VM::collect_garbage()
{
    m_heap.collect([&](Visitor& v) {
        v.visit(m_exception);
        v.visit(m_global);
        for (auto& [name, o] : m_intrinsics)
            v.visit(o);
        for (auto& [name, o] : m_modules)
            v.visit(o);
        v.visit(m_module_exports);
        v.visit(commonjs_main_module);
        v.visit(m_import_meta);
        v.visit(static_cast<Cell*>(static_cast<Object*>(m_program_promise)));
        v.visit(m_symbol_iterator);
        v.visit(m_symbol_async_iterator);
        v.visit(m_symbol_has_instance);
        v.visit(m_symbol_to_primitive);
        v.visit(m_symbol_to_string_tag);
        v.visit(m_symbol_species);
        v.visit(m_symbol_is_concat_spreadable);
        v.visit(m_symbol_unscopables);
        for (auto& [name, k] : m_name_keys)
            k.visit(v);
        for (Cell* c : m_extra_roots)
            v.visit(c);
        for (const NativeCall& call : m_native_calls) {
            v.visit(static_cast<Cell*>(static_cast<Object*>(call.function)));
            v.visit(call.receiver);
        }
        for (Job* j : m_jobs)
            v.visit(j);
        v.visit(m_running_job);
        v.visit(m_paused_job);
        for (Frame* f = m_paused_frame; f; f = f->caller) {
            v.visit(f);
            if (f == m_paused_entry)
                break;
        }
        for (PromiseObject* p : m_pending_rejections)
            v.visit(static_cast<Object*>(p));
        for (Frame* f = m_current; f; f = f->caller)
            v.visit(f);
        for (Frame* f : m_frame_pool)
            v.visit(f);
        for (Environment* e : m_environment_pool)
            v.visit(e);
        for (auto& visitor : m_root_visitors)
            visitor(v);
        for (Cell* c : m_kept_objects)
            v.visit(c);
        // Interned strings are weak: drop the ones nothing else refers to.
        // (Marking happens before this callback returns, so check after marking.)
    }, [&](Visitor& v) { trace_weak_ephemerons(m_weak_holders, v); }, [&] {
        sweep_weak_holders(m_weak_holders);
        for (auto it = m_interned.begin(); it != m_interned.end();) {
            if (!it->second->is_marked())
                it = m_interned.erase(it);
            else
                ++it;
        }
    });
    // The collection may have freed the interned strings type_of() had cached.
    std::fill(std::begin(m_typeof_cache), std::end(m_typeof_cache), nullptr);
    // The cost model: what a generational collector spends on the young cells that lived.
    m_cpu_ps += m_heap.take_survivors() * kCpu.promote_ps;
    if (m_heap_limit && m_heap.live_cells() > m_heap_limit)
        m_heap_limit_reached = true; // check_instruction_limits stops the program
    update_next_check();
}

void VM::maybe_collect_garbage()
{
    if (m_native_depth == 0 && m_heap.wants_collection())
        collect_garbage();
}

// --- conversions (§7.1) ---------------------------------------------------------------

bool VM::to_boolean(Value v)
{
    switch (v.tag()) {
    case Tag::Undefined:
    case Tag::Null:
    case Tag::Empty: return false;
    case Tag::Boolean: return v.as_bool();
    case Tag::Number: return !(v.as_number() == 0 || std::isnan(v.as_number()));
    case Tag::String: return !v.as_string()->string().empty();
    case Tag::Symbol:
    case Tag::Object: return true;
    case Tag::BigInt: return !v.as_bigint().is_zero();
    }
    return false;
}

ThrowOr<Value> VM::to_primitive(Value v, const char* hint)
{
    // 7.1.1 ToPrimitive ( input [ , preferredType ] )
    if (!v.is_object())
        return v;
    Object* o = v.as_object();
    // 2.a. Let exoticToPrim be ? GetMethod(input, @@toPrimitive).
    Value exotic = TRY(get_method(v, PropertyKey::symbol(m_symbol_to_primitive)));
    if (!exotic.is_undefined()) {
        Value args[] = { string_value(hint) };
        Value result = TRY(call(exotic, v, args));
        if (result.is_object())
            return throw_type_error("Cannot convert object to primitive value");
        return result;
    }
    // 7.1.1.1 OrdinaryToPrimitive: "string" tries toString first, otherwise valueOf first.
    const char* order[2] = { "valueOf", "toString" };
    if (std::string_view(hint) == "string")
        std::swap(order[0], order[1]);
    for (const char* name : order) {
        Value method = TRY(o->get(*this, key(name)));
        if (is_callable(method)) {
            Value result = TRY(call(method, v, {}));
            if (!result.is_object())
                return result;
        }
    }
    return throw_type_error("Cannot convert object to primitive value");
}

ThrowOr<double> VM::to_number(Value v)
{
    switch (v.tag()) {
    case Tag::Number: return v.as_number();
    case Tag::Undefined:
    case Tag::Empty: return NAN;
    case Tag::Null: return 0.0;
    case Tag::Boolean: return v.as_bool() ? 1.0 : 0.0;
    case Tag::String: return string_to_number(v.as_string()->string());
    case Tag::Symbol: return throw_type_error("Cannot convert a Symbol value to a number");
    case Tag::BigInt: return throw_type_error("Cannot convert a BigInt value to a number");
    case Tag::Object: {
        Value p = TRY(to_primitive(v, "number"));
        return to_number(p);
    }
    }
    return NAN;
}

ThrowOr<Value> VM::to_numeric(Value v)
{
    // 1. Let primValue be ? ToPrimitive(value, number).
    if (v.is_number() || v.is_bigint())
        return v;
    Value prim = TRY(to_primitive(v, "number"));
    // 2. If primValue is a BigInt, return primValue. 3. Return ? ToNumber(primValue).
    if (prim.is_bigint())
        return prim;
    return Value(TRY(to_number(prim)));
}

ThrowOr<PrimitiveString*> VM::to_string(Value v)
{
    switch (v.tag()) {
    case Tag::String: return v.as_string();
    case Tag::Undefined:
    case Tag::Empty: return intern("undefined");
    case Tag::Null: return intern("null");
    case Tag::Boolean: return intern(v.as_bool() ? "true" : "false");
    case Tag::Number:
        charge_number_to_string(v.as_number()); // the cost model
        return intern(number_to_string(v.as_number()));
    case Tag::Symbol: return throw_type_error("Cannot convert a Symbol value to a string");
    case Tag::BigInt: return make_string(utf8_to_utf16(TRY(bigint_to_string(*this, v.as_bigint()))));
    case Tag::Object: {
        Value p = TRY(to_primitive(v, "string"));
        return to_string(p);
    }
    }
    return intern("");
}

ThrowOr<std::u16string> VM::to_u16string(Value v)
{
    PrimitiveString* s = TRY(to_string(v));
    return s->string();
}

ThrowOr<Object*> VM::to_object(Value v)
{
    switch (v.tag()) {
    case Tag::Object: return v.as_object();
    case Tag::Undefined:
    case Tag::Null:
    case Tag::Empty: return throw_type_error("Cannot convert undefined or null to object");
    case Tag::Boolean: {
        Object* o = m_heap.allocate<Object>(m_boolean_prototype, ObjectClass::Boolean);
        o->set_primitive_value(v);
        return o;
    }
    case Tag::Number: {
        Object* o = m_heap.allocate<Object>(m_number_prototype, ObjectClass::Number);
        o->set_primitive_value(v);
        return o;
    }
    case Tag::String:
        return static_cast<Object*>(m_heap.allocate<StringObject>(*this, m_string_prototype, v.as_string(), m_names.length.as_string()));
    case Tag::Symbol: {
        Object* o = m_heap.allocate<Object>(m_symbol_prototype, ObjectClass::Symbol);
        o->set_primitive_value(v);
        return o;
    }
    case Tag::BigInt: {
        Object* o = m_heap.allocate<Object>(m_bigint_prototype, ObjectClass::BigInt);
        o->set_primitive_value(v);
        return o;
    }
    }
    return throw_type_error("Cannot convert to object");
}

ThrowOr<PropertyKey> VM::to_property_key(Value v)
{
    if (v.is_number()) {
        double d = v.as_number();
        if (d >= 0 && d < 4294967295.0 && d == std::floor(d))
            return PropertyKey::index(static_cast<uint32_t>(d));
    }
    if (v.is_symbol())
        return PropertyKey::symbol(v.as_symbol());
    Value p = TRY(to_primitive(v, "string"));
    if (p.is_symbol())
        return PropertyKey::symbol(p.as_symbol());
    PrimitiveString* s = TRY(to_string(p));
    return key_from_string(s);
}

ThrowOr<double> VM::to_integer_or_infinity(Value v)
{
    double d = TRY(to_number(v));
    if (std::isnan(d) || d == 0)
        return 0.0;
    if (std::isinf(d))
        return d;
    return std::trunc(d);
}

static double to_uint32_double(double d)
{
    if (std::isnan(d) || std::isinf(d) || d == 0)
        return 0;
    double i = std::trunc(d);
    double m = std::fmod(i, 4294967296.0);
    if (m < 0)
        m += 4294967296.0;
    return m;
}

ThrowOr<int32_t> VM::to_int32(Value v)
{
    if (v.is_number() && v.as_number() >= -2147483648.0 && v.as_number() <= 2147483647.0 && v.as_number() == std::trunc(v.as_number()))
        return static_cast<int32_t>(v.as_number());
    double d = TRY(to_number(v));
    return static_cast<int32_t>(static_cast<uint32_t>(to_uint32_double(d)));
}

ThrowOr<uint32_t> VM::to_uint32(Value v)
{
    double d = TRY(to_number(v));
    return static_cast<uint32_t>(to_uint32_double(d));
}

bool VM::strict_equals(Value a, Value b)
{
    if (a.is_number() && b.is_number())
        return a.as_number() == b.as_number();
    if (a.tag() != b.tag())
        return false;
    switch (a.tag()) {
    case Tag::Undefined:
    case Tag::Null:
    case Tag::Empty: return true;
    case Tag::Boolean: return a.as_bool() == b.as_bool();
    case Tag::String: return a.as_string() == b.as_string() || a.as_string()->string() == b.as_string()->string();
    case Tag::BigInt: return a.as_bigint() == b.as_bigint();
    default: return a.as_cell() == b.as_cell();
    }
}

bool VM::same_value_zero(Value a, Value b)
{
    if (a.is_number() && b.is_number() && std::isnan(a.as_number()) && std::isnan(b.as_number()))
        return true;
    return strict_equals(a, b);
}

bool VM::same_value(Value a, Value b)
{
    if (a.is_number() && b.is_number()) {
        double x = a.as_number(), y = b.as_number();
        if (std::isnan(x) && std::isnan(y))
            return true;
        if (x == 0 && y == 0)
            return std::signbit(x) == std::signbit(y);
        return x == y;
    }
    return strict_equals(a, b);
}

ThrowOr<bool> VM::loose_equals(Value a, Value b)
{
    // 7.2.14 IsLooselyEqual ( x, y )
    if (a.tag() == b.tag() || (a.is_number() && b.is_number()))
        return strict_equals(a, b);
    if (a.is_nullish() && b.is_nullish())
        return true;
    if (a.is_number() && b.is_string())
        return a.as_number() == string_to_number(b.as_string()->string());
    if (a.is_string() && b.is_number())
        return string_to_number(a.as_string()->string()) == b.as_number();
    // 6-7, 12. A BigInt and a String or a Number.
    if (a.is_bigint() && (b.is_string() || b.is_number()))
        return bigint_loosely_equals(a.as_bigint(), b);
    if (b.is_bigint() && (a.is_string() || a.is_number()))
        return bigint_loosely_equals(b.as_bigint(), a);
    if (a.is_boolean())
        return loose_equals(Value(a.as_bool() ? 1.0 : 0.0), b);
    if (b.is_boolean())
        return loose_equals(a, Value(b.as_bool() ? 1.0 : 0.0));
    if ((a.is_number() || a.is_string() || a.is_symbol() || a.is_bigint()) && b.is_object()) {
        Value p = TRY(to_primitive(b));
        return loose_equals(a, p);
    }
    if (a.is_object() && (b.is_number() || b.is_string() || b.is_symbol() || b.is_bigint())) {
        Value p = TRY(to_primitive(a));
        return loose_equals(p, b);
    }
    return false;
}

std::string VM::constructor_name(Object* o)
{
    for (Object* p = o; p; p = p->prototype()) {
        auto ctor = p->get_own_property(m_names.constructor);
        if (!ctor)
            continue;
        if (ctor->is_accessor() || !is_callable(ctor->value))
            return {};
        auto name = ctor->value.as_object()->get_own_property(m_names.name);
        if (name && !name->is_accessor() && name->value.is_string())
            return name->value.as_string()->utf8();
        return {};
    }
    return {};
}

// A data property's string value found on the prototype chain without running user code.
static std::string data_string(Object* o, const PropertyKey& key)
{
    for (Object* p = o; p; p = p->prototype()) {
        if (auto prop = p->get_own_property(key))
            return !prop->is_accessor() && prop->value.is_string() ? prop->value.as_string()->utf8() : "";
    }
    return {};
}

std::string VM::describe_for_message(Value v)
{
    switch (v.tag()) {
    case Tag::Empty:
    case Tag::Undefined: return "undefined";
    case Tag::Null: return "null";
    case Tag::Boolean: return v.as_bool() ? "true" : "false";
    case Tag::Number: return number_to_string(v.as_number());
    case Tag::String: return v.as_string()->utf8();
    case Tag::Symbol: return "Symbol(" + utf16_to_utf8(v.as_symbol()->description()) + ")";
    case Tag::BigInt: return js::to_string(v.as_bigint());
    case Tag::Object: break;
    }
    Object* o = v.as_object();
    if (o->is_function()) {
        if (auto* closure = function_cast<Closure>(o); closure && !closure->code()->source_text.empty())
            return closure->code()->source_text;
        return "function " + data_string(o, m_names.name) + "() { [native code] }";
    }
    if (o->is_array())
        return "[object Array]";
    if (o->object_class() == ObjectClass::Error) {
        std::string name = data_string(o, m_names.name);
        std::string message = data_string(o, m_names.message);
        if (name.empty())
            name = "Error";
        return message.empty() ? name : name + ": " + message;
    }
    // V8 names a Proxy #<Object> whatever its target.
    if (o->is_proxy())
        return "#<Object>";
    std::string name = constructor_name(o);
    return name.empty() ? "[object Object]" : "#<" + name + ">";
}

Value VM::type_of(Value v)
{
    // intern() turns the UTF-8 name into UTF-16 and hashes it on every call; the cache
    // keeps what it returned until the next collection (which may free an interned string
    // nothing refers to), so the strings and the cells allocated stay exactly as before.
    auto cached = [this](TypeofName slot, std::string_view name) {
        PrimitiveString*& s = m_typeof_cache[static_cast<int>(slot)];
        if (!s)
            s = intern(name);
        return Value(s);
    };
    switch (v.tag()) {
    case Tag::Undefined:
    case Tag::Empty: return cached(TypeofName::Undefined, "undefined");
    case Tag::Null: return cached(TypeofName::Object, "object");
    case Tag::Boolean: return cached(TypeofName::Boolean, "boolean");
    case Tag::Number: return cached(TypeofName::Number, "number");
    case Tag::String: return cached(TypeofName::String, "string");
    case Tag::Symbol: return cached(TypeofName::Symbol, "symbol");
    case Tag::BigInt: return cached(TypeofName::BigInt, "bigint");
    case Tag::Object:
        return v.as_object()->is_function() ? cached(TypeofName::Function, "function") : cached(TypeofName::Object, "object");
    }
    return cached(TypeofName::Undefined, "undefined");
}

ThrowOr<Value> VM::get(Value base, const PropertyKey& k)
{
    if (base.is_object())
        return base.as_object()->get(*this, k, base);
    if (base.is_string()) {
        PrimitiveString* str = base.as_string();
        if (k.is_index()) {
            if (k.as_index() < str->length())
                return Value(make_string(std::u16string(1, str->string()[k.as_index()])));
            return Value();
        }
        if (k == m_names.length) // a rope's length is known without flattening it
            return Value(static_cast<double>(str->length()));
        return m_string_prototype->get(*this, k, base);
    }
    if (base.is_number())
        return m_number_prototype->get(*this, k, base);
    if (base.is_boolean())
        return m_boolean_prototype->get(*this, k, base);
    if (base.is_symbol())
        return m_symbol_prototype->get(*this, k, base);
    if (base.is_bigint())
        return m_bigint_prototype->get(*this, k, base);
    std::string what = base.is_null() ? "null" : "undefined";
    std::string name = utf16_to_utf8(k.is_symbol() ? u"Symbol(" + k.as_symbol()->description() + u")" : k.to_string());
    return throw_type_error("Cannot read properties of " + what + " (reading '" + name + "')");
}

ThrowOr<void> VM::set(Value base, const PropertyKey& k, Value v, bool strict)
{
    if (base.is_nullish()) {
        std::string name = utf16_to_utf8(k.is_symbol() ? u"Symbol(" + k.as_symbol()->description() + u")" : k.to_string());
        return throw_type_error("Cannot set properties of " + std::string(base.is_null() ? "null" : "undefined") + " (setting '" + name + "')");
    }
    if (!base.is_object()) {
        // Primitives: setters on the prototype still run; everything else is ignored (TypeError in strict).
        Object* proto = TRY(to_object(base))->prototype();
        bool ok = TRY(proto->set(*this, k, v, base));
        if (!ok && strict)
            return throw_type_error("Cannot create property '" + utf16_to_utf8(k.to_string()) + "' on " + utf16_to_utf8(TRY(to_u16string(type_of(base)))) + " '" + utf16_to_utf8(TRY(to_u16string(base))) + "'");
        return {};
    }
    clear_falsish_trap();
    bool ok = TRY(base.as_object()->set(*this, k, v, base));
    if (!ok && strict && !m_falsish_trap_message.empty())
        return throw_type_error(m_falsish_trap_message);
    if (!ok && strict)
        return throw_type_error("Cannot assign to read only property '" + utf16_to_utf8(k.to_string()) + "' of object '"
            + describe_for_message(base) + "'");
    return {};
}

ThrowOr<Value> VM::get_method(Value v, const PropertyKey& k)
{
    Value f = TRY(get(v, k));
    if (f.is_nullish())
        return Value();
    if (!is_callable(f))
        return throw_type_error(utf16_to_utf8(k.is_symbol() ? u"Symbol(" + k.as_symbol()->description() + u")" : k.to_string()) + " is not a function");
    return f;
}

ThrowOr<bool> VM::ordinary_has_instance(Value c, Value o)
{
    if (!is_callable(c))
        return false;
    if (auto* bound = function_cast<BoundFunction>(c.as_object()))
        return instance_of(o, Value(static_cast<Object*>(bound->target())));
    if (!o.is_object())
        return false;
    Value proto = TRY(c.as_object()->get(*this, m_names.prototype));
    if (!proto.is_object())
        return throw_type_error("Function has non-object prototype '" + utf16_to_utf8(TRY(to_u16string(proto))) + "' in instanceof check");
    // 4. Repeat: O = ? O.[[GetPrototypeOf]]() (a Proxy's trap), until it is P or null.
    for (Object* p = TRY(o.as_object()->internal_get_prototype_of(*this)); p; p = TRY(p->internal_get_prototype_of(*this)))
        if (p == proto.as_object())
            return true;
    return false;
}

ThrowOr<bool> VM::instance_of(Value v, Value target)
{
    // 13.10.2 InstanceofOperator ( V, target )
    if (!target.is_object())
        return throw_type_error("Right-hand side of 'instanceof' is not " + std::string(is_callable(target) ? "callable" : "an object"));
    Value handler = TRY(get_method(target, PropertyKey::symbol(m_symbol_has_instance)));
    if (!handler.is_undefined()) {
        Value args[] = { v };
        Value r = TRY(call(handler, target, args));
        return to_boolean(r);
    }
    if (!is_callable(target))
        return throw_type_error("Right-hand side of 'instanceof' is not callable");
    return ordinary_has_instance(target, v);
}

ThrowOr<double> VM::length_of_array_like(Object* o)
{
    if (o->is_array())
        return static_cast<double>(static_cast<Array*>(o)->length());
    Value len = TRY(o->get(*this, key("length")));
    double d = TRY(to_integer_or_infinity(len));
    if (d <= 0)
        return 0.0;
    return std::min(d, 9007199254740991.0);
}

ThrowOr<std::vector<Value>> VM::iterate_to_list(Value iterable)
{
    std::vector<Value> out;
    if (iterable.is_nullish())
        return throw_type_error(not_iterable_message(iterable));
    // Fast path: plain arrays with the original iterator (not observable).
    if (iterable.is_object() && iterable.as_object()->is_array() && array_iteration_is_pristine(iterable.as_object())) {
        for (const Value& v : static_cast<Array*>(iterable.as_object())->elements())
            out.push_back(v.is_empty() ? Value() : v);
        return out;
    }
    Value method = TRY(get_method(iterable, PropertyKey::symbol(m_symbol_iterator)));
    if (method.is_undefined())
        return throw_type_error(not_iterable_message(iterable));
    Value iterator = TRY(call(method, iterable, {}));
    if (!iterator.is_object())
        return throw_type_error("Result of the Symbol.iterator method is not an object");
    Value next = TRY(get(iterator, "next"));
    for (;;) {
        Value result = TRY(call(next, iterator, {}));
        if (!result.is_object())
            return throw_type_error("Iterator result " + utf16_to_utf8(TRY(to_u16string(result))) + " is not an object");
        Value done = TRY(get(result, "done"));
        if (to_boolean(done))
            break;
        out.push_back(TRY(get(result, "value")));
        if (out.size() > Array::kMaxDenseLength)
            return throw_range_error("Invalid array length");
    }
    return out;
}

// --- realm ------------------------------------------------------------------------------

Object* VM::intrinsic(std::string_view name) const
{
    for (auto& [n, o] : m_intrinsics)
        if (n == name)
            return o;
    // Every intrinsic the engine asks for is installed at start-up; fall back to
    // Object.prototype rather than crash if one is missing.
    return m_object_prototype;
}

void VM::set_intrinsic(std::string name, Object* o)
{
    for (auto& [n, existing] : m_intrinsics)
        if (n == name) {
            existing = o;
            return;
        }
    m_intrinsics.emplace_back(std::move(name), o);
}

double VM::read_clock_ms()
{
    uint64_t spent = m_cpu_ps - m_last_clock_read_ps;
    bool close = m_last_clock_read_instructions && m_instructions - m_last_clock_read_instructions <= kSpinInstructions;
    m_clock_streak = close ? m_clock_streak + 1 : 0;
    // Two reads around a short piece of work measure it; a run of them is a busy wait.
    bool spinning = m_clock_streak >= kSpinStreak;
    m_cpu_ps += kCpu.clock_read_ps;
    if (spinning) {
        m_cpu_ps += (spent + kCpu.clock_read_ps) * (kSpinFactor - 1);
        // A spinning iteration is dear: look at the task's deadline now rather than
        // thousands of instructions later, so a busy wait stops at the limit.
        if (m_cpu_deadline_ps && m_cpu_ps >= m_cpu_deadline_ps && m_deadline_check_at != UINT64_MAX) {
            m_deadline_check_at = m_instructions;
            update_next_check();
        }
    }
    m_last_clock_read_instructions = m_instructions;
    m_last_clock_read_ps = m_cpu_ps;
    return now_ms();
}

double VM::now_ms()
{
    if (m_hooks.now_ms)
        return m_hooks.now_ms(*this);
    return static_cast<double>(m_cpu_ps) / 1e9;
}

double VM::next_random()
{
    // xorshift64*: deterministic for a given seed.
    m_random_state ^= m_random_state >> 12;
    m_random_state ^= m_random_state << 25;
    m_random_state ^= m_random_state >> 27;
    uint64_t r = m_random_state * 2685821657736338717ull;
    return static_cast<double>(r >> 11) / 9007199254740992.0;
}

void VM::initialize_realm()
{
    m_object_prototype = m_heap.allocate<Object>(nullptr);
    m_function_prototype = m_heap.allocate<NativeFunction>(m_object_prototype, [](VM&, CallArgs&) -> ThrowOr<Value> { return Value(); });
    m_array_prototype = m_heap.allocate<Array>(m_object_prototype);
    m_global = m_heap.allocate<Object>(m_object_prototype);
    set_intrinsic("Object.prototype", m_object_prototype);
    set_intrinsic("Function.prototype", m_function_prototype);
    set_intrinsic("Array.prototype", m_array_prototype);
    m_iterator_prototype = make_object();
    m_array_iterator_prototype = m_heap.allocate<Object>(m_iterator_prototype);
    set_intrinsic("%IteratorPrototype%", m_iterator_prototype);
    set_intrinsic("%ArrayIteratorPrototype%", m_array_iterator_prototype);

    m_symbol_iterator = m_heap.allocate<Symbol>(u"Symbol.iterator", true);
    m_symbol_async_iterator = m_heap.allocate<Symbol>(u"Symbol.asyncIterator", true);
    m_symbol_has_instance = m_heap.allocate<Symbol>(u"Symbol.hasInstance", true);
    m_symbol_to_primitive = m_heap.allocate<Symbol>(u"Symbol.toPrimitive", true);
    m_symbol_to_string_tag = m_heap.allocate<Symbol>(u"Symbol.toStringTag", true);
    m_symbol_species = m_heap.allocate<Symbol>(u"Symbol.species", true);
    m_symbol_is_concat_spreadable = m_heap.allocate<Symbol>(u"Symbol.isConcatSpreadable", true);
    m_symbol_unscopables = m_heap.allocate<Symbol>(u"Symbol.unscopables", true);

    m_installing_builtins = true;
    install_error_builtins(*this);
    m_error_prototype = intrinsic("Error.prototype");
    m_type_error_prototype = intrinsic("TypeError.prototype");
    m_range_error_prototype = intrinsic("RangeError.prototype");
    m_reference_error_prototype = intrinsic("ReferenceError.prototype");
    m_syntax_error_prototype = intrinsic("SyntaxError.prototype");
    install_object_builtins(*this);
    install_function_builtins(*this);
    install_symbol_builtins(*this);
    install_array_builtins(*this);
    install_string_builtins(*this);
    install_number_builtins(*this);
    install_math_builtins(*this);
    install_json_builtins(*this);
    install_map_set_builtins(*this);
    install_generator_builtins(*this);
    install_promise_builtins(*this);
    install_throw_type_error(*this);
    install_reflect_builtins(*this);
    install_proxy_builtins(*this);
    install_weak_builtins(*this);
    install_structured_clone_builtins(*this);
    install_regexp_builtins(*this); // RegExp
    install_well_known_symbol_properties(*this); // after the constructors it gives @@species
    install_bigint_builtins(*this);
    install_intl_builtins(*this); // builtins_intl.cpp
    m_promise_prototype = intrinsic("Promise.prototype");
    m_promise_constructor = intrinsic("Promise");
    install_console_builtins(*this);
    install_global_functions(*this);
    install_array_buffer_builtins(*this);
    install_typed_array_builtins(*this);
    install_atomics_builtins(*this);
    install_text_codec_builtins(*this);
    define_value(m_global, "globalThis", Value(m_global));
    m_string_prototype = intrinsic("String.prototype");
    m_number_prototype = intrinsic("Number.prototype");
    m_boolean_prototype = intrinsic("Boolean.prototype");
    m_symbol_prototype = intrinsic("Symbol.prototype");
    m_bigint_prototype = intrinsic("BigInt.prototype");
    m_installing_builtins = false;
    // Function.prototype.call and apply leave no frame of their own in V8's traces.
    for (const char* name : { "call", "apply" })
        if (auto p = m_function_prototype->get_own_property(key(name)); p && p->value.is_object())
            if (auto* native = function_cast<NativeFunction>(p->value.as_object()))
                native->in_stack_traces = false;
}

// --- programs --------------------------------------------------------------------------

static std::string format_syntax_error(const SyntaxErrorInfo& e)
{
    return "SyntaxError: " + e.message + " (line " + std::to_string(e.location.line) + ", column " + std::to_string(e.location.column) + ")";
}

// The hosts' own JavaScript is the same text in every run of a process (the page's worker
// runs one simulation after another): it is parsed once, which was about 40 % of a run's
// start-up, and compiled for each VM. The trees are never changed after parsing (the
// compiler reads a const Node), so threads share them; the cache holds the three halves.
static const ParseResult& parse_internal_once(std::string_view source)
{
    // Function bodies are parsed when first compiled (parse_program_lazily), from the
    // cache's own copy of the text. Never freed: the trees live as long as the process, and
    // freeing them at exit cost a CLI run more than parsing what it used.
    struct Parsed {
        std::string text;
        ParseResult result;
    };
    static std::mutex mutex;
    static auto* cache = new std::vector<std::unique_ptr<Parsed>>;
    std::lock_guard<std::mutex> lock(mutex);
    for (const auto& parsed : *cache)
        if (parsed->text == source)
            return parsed->result;
    auto& parsed = cache->emplace_back(std::make_unique<Parsed>());
    parsed->text = std::string(source);
    parsed->result = parse_program_lazily(parsed->text, SourceType::Script);
    return parsed->result;
}

FunctionCode* VM::compile(std::string_view source, ProgramKind kind, std::string& error, SourceLocation* where)
{
    ParseResult fresh;
    if (kind != ProgramKind::Internal)
        fresh = parse_program(source, kind == ProgramKind::Module ? SourceType::Module
                : kind == ProgramKind::CommonJS                       ? SourceType::CommonJS
                                                                      : SourceType::Script);
    const ParseResult& parsed = kind == ProgramKind::Internal ? parse_internal_once(source) : fresh;
    if (parsed.error) {
        error = format_syntax_error(*parsed.error);
        if (where)
            *where = parsed.error->location;
        return nullptr;
    }
    CompileOptions options;
    options.commonjs = kind == ProgramKind::CommonJS || kind == ProgramKind::Internal;
    options.lazy_functions = kind == ProgramKind::Internal;
    CompileResult compiled = compile_program(*this, *parsed.program, options);
    if (compiled.error) {
        error = format_syntax_error(*compiled.error);
        if (where)
            *where = compiled.error->location;
        return nullptr;
    }
    return compiled.code;
}

RunResult VM::run_program(std::string_view source, ProgramKind kind, const std::string& file_name)
{
    return run_program(source, kind, file_name, source.size());
}

RunResult VM::run_program(std::string_view source, ProgramKind kind, const std::string& file_name, size_t main_length)
{
    m_file_name = file_name;
    m_source = std::string(source);
    RunResult result;
    std::string error;
    FunctionCode* code = compile(source.substr(0, main_length), kind, error, &result.location);
    if (!code) {
        result.status = RunResult::Status::SyntaxError;
        result.message = error;
        return result;
    }
    keep_alive(code);
    if (kind == ProgramKind::Module && m_hooks.link_module && !m_hooks.link_module(*this, *code)) {
        // A module it imports is missing or threw: the body never runs.
        release(code);
        result.status = RunResult::Status::Uncaught;
        result.value = take_exception();
        result.message = describe_uncaught(result.value);
        return result;
    }
    auto* closure = m_heap.allocate<Closure>(m_function_prototype, code, nullptr);
    release(code);
    keep_alive(closure);
    Value this_value = kind == ProgramKind::Script ? Value(m_global) : Value();
    if (kind == ProgramKind::CommonJS) {
        // Node wraps CommonJS files in a function: `this` is module.exports.
        Object* module = commonjs_main_module ? commonjs_main_module : make_object();
        Value exports;
        if (auto p = commonjs_main_module ? module->get_own_property(key("exports")) : std::nullopt; p && !p->is_accessor())
            exports = p->value;
        m_module_exports = exports.is_object() ? exports.as_object() : make_object();
        module->put_direct(key("exports"), Value(m_module_exports));
        define_value(m_global, "module", Value(module), kWritable | kConfigurable);
        define_value(m_global, "exports", Value(m_module_exports), kWritable | kConfigurable);
        this_value = Value(m_module_exports);
    }
    Frame* frame = make_frame(closure, this_value, {}, nullptr);
    if (code->is_async)
        frame->async_promise = new_promise(*this);
    m_program_promise = frame->async_promise;
    frame->is_entry = true;
    Completion c = run_frame(frame, nullptr, true);
    release(closure);
    if (c.type != Completion::Type::Paused)
        clear_kept_objects();
    if (c.type == Completion::Type::Paused) {
        result.status = RunResult::Status::Paused;
        return result;
    }
    if (m_terminated) {
        result.status = RunResult::Status::BudgetExceeded;
        result.message = m_budget_message;
    } else if (c.type == Completion::Type::Throw) {
        result.status = RunResult::Status::Uncaught;
        result.value = c.value;
        result.message = describe_uncaught(c.value);
        m_exception = Value();
    }
    return result;
}

static void mark_internal(FunctionCode* code)
{
    code->internal = true;
    start_optimised(*code);
    for (FunctionCode* f : code->functions)
        mark_internal(f);
}

void VM::compile_on_first_call(FunctionCode& code)
{
    std::optional<SyntaxErrorInfo> error = compile_lazy_function(*this, code);
    if (error) {
        // A bug in evloop's own code (tests/core parses and compiles every prelude in
        // full): the call throws, it does not crash.
        code.code.clear();
        code.constants.assign(1, Value(intern(utf8_to_utf16("SyntaxError: " + error->message + " (in evloop's own " + code.name + ", line "
                                               + std::to_string(error->location.line) + ")"))));
        code.code = { static_cast<uint32_t>(Op::LoadConst), 0, static_cast<uint32_t>(Op::Throw) };
        code.finish(false);
    }
    // Only a host's own code is compiled lazily (run_internal): so are its functions.
    for (FunctionCode* f : code.functions)
        mark_internal(f);
}

ThrowOr<Object*> VM::run_internal(std::string_view source, const std::string& name, Object* binding)
{
    std::string error;
    FunctionCode* code = compile(source, ProgramKind::Internal, error);
    if (!code)
        return throw_syntax_error(name + ": " + error); // a bug in evloop's own code
    mark_internal(code);
    code->name = name;
    keep_alive(code);
    auto* closure = m_heap.allocate<Closure>(m_function_prototype, code, nullptr);
    release(code);
    keep_alive(closure);
    Object* exports = make_object();
    if (binding)
        exports->put_direct(key("binding"), Value(binding));
    keep_alive(exports);
    auto result = call(Value(static_cast<Object*>(closure)), Value(exports), {});
    release(closure);
    release(exports);
    if (result.is_throw())
        return Thrown {};
    return exports;
}

bool VM::current_origin(SourceRange& range, std::string& function) const
{
    for (Frame* f = m_current; f; f = f->caller) {
        if (f->code->internal)
            continue;
        range = f->code->origin_at(f->pc == 0 ? 0 : f->pc - 1);
        function = f->code->name;
        return true;
    }
    range = kNoOrigin;
    function.clear();
    return false;
}

std::string VM::module_error(const std::string& specifier)
{
    std::string reason;
    reason.swap(missing_module_reason);
    return reason.empty() ? "Cannot find module '" + specifier + "'" : reason;
}

Object* VM::require_module(const std::string& specifier)
{
    missing_module_reason.clear();
    // A path names a different file from each importing file's folder: the host keeps
    // those by their resolved path.
    bool path = specifier.rfind("./", 0) == 0 || specifier.rfind("../", 0) == 0 || specifier.rfind('/', 0) == 0
        || specifier.rfind("file:", 0) == 0;
    if (!path)
        for (auto& [name, o] : m_modules)
            if (name == specifier)
                return o;
    Object* exports = m_hooks.load_module ? m_hooks.load_module(*this, specifier) : nullptr;
    if (exports && !path)
        m_modules.emplace_back(specifier, exports);
    return exports;
}

// 13.3.10.1.1 EvaluateImportCall ( specifierExpression ) https://tc39.es/ecma262/#sec-evaluate-import-call
ThrowOr<Value> VM::dynamic_import(Value specifier)
{
    if (m_hooks.dynamic_import)
        return m_hooks.dynamic_import(*this, specifier);
    // SIMPLIFIED: without a host hook, the namespace is the module's exports object and
    // the promise settles at once (hosts that model loading ticks set the hook).
    PromiseObject* promise = new_promise(*this);
    auto text = to_string(specifier);
    if (text.is_throw()) {
        reject_promise(*this, promise, take_exception());
        return Value(static_cast<Object*>(promise));
    }
    std::string name = text.value()->utf8();
    if (Object* exports = require_module(name))
        fulfill_promise(*this, promise, Value(exports));
    else
        reject_promise(*this, promise, Value(make_error(m_error_prototype, module_error(name))));
    return Value(static_cast<Object*>(promise));
}

// 13.3.12.1 Runtime Semantics: Evaluation, ImportMeta : import . meta https://tc39.es/ecma262/#sec-meta-properties-runtime-semantics-evaluation
ThrowOr<Value> VM::import_meta()
{
    if (m_hooks.import_meta)
        return m_hooks.import_meta(*this);
    // No host properties: an empty object with a null prototype (cached per run).
    if (!m_import_meta)
        m_import_meta = m_heap.allocate<Object>(nullptr);
    return Value(m_import_meta);
}

void VM::track_rejection(PromiseObject* promise, bool handled)
{
    if (m_hooks.rejection_tracker)
        m_hooks.rejection_tracker(promise, handled);
    if (handled) {
        auto it = std::find(m_pending_rejections.begin(), m_pending_rejections.end(), promise);
        if (it != m_pending_rejections.end())
            m_pending_rejections.erase(it);
    } else {
        m_pending_rejections.push_back(promise);
    }
}

std::vector<PromiseObject*> VM::take_unhandled_rejections()
{
    std::vector<PromiseObject*> out;
    out.swap(m_pending_rejections);
    return out;
}

} // namespace evloop::js
