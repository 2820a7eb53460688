#pragma once
// The VM: heap, realm (global object and intrinsics), the interpreter and the job queue.
//
// Index:
//   Closure, Frame         bytecode functions and their activation records (on the heap)
//   Job                    a queued microtask, with its kind and origin (for the trace)
//   VMHooks                what a host plugs in: console output, job enqueue, modules, clock
//   VM                     running programs, calling functions, errors, conversions
#include "core/js/bytecode.h"
#include "core/js/cost_model.h"
#include "core/js/object.h"
#include "core/js/parser.h"
#include "core/util/messages.h"
#include <algorithm>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace evloop::js {

class PromiseObject;
struct PromiseCapability;
class VM;

// A function compiled to bytecode, closed over an environment.
class Closure final : public FunctionObject {
public:
    static constexpr Callable kCallable = Callable::Closure;
    Closure(Object* prototype, FunctionCode* code, Environment* env)
        : FunctionObject(prototype, Callable::Closure)
        , m_code(code)
        , m_env(env)
    {
    }
    const char* class_name() const override { return "Closure"; }
    void visit_edges(Visitor&) override;
    bool is_constructor() const override
    {
        return !m_code->is_async && !m_code->is_generator && (m_code->kind == FunctionKind::Normal || m_code->is_class_constructor());
    }
    bool is_class_constructor() const override { return m_code->is_class_constructor(); }

    FunctionCode* code() const { return m_code; }
    Environment* env() const { return m_env; }
    // Arrows capture these from the frame that made them.
    Value captured_this;
    Object* captured_new_target = nullptr;
    Object* captured_home = nullptr;
    Closure* captured_callee = nullptr; // the method an arrow was made in (for super)
    Object* home_object = nullptr;      // methods: the object whose prototype `super` means
    Closure* field_initializer = nullptr; // class constructors: defines instance fields

private:
    FunctionCode* m_code;
    Environment* m_env;
};

// A frame's operand stack: a push is a compare and a store. (std::vector's push_back is
// not inlined into the interpreter's large loop, and a call per push cost more than the
// work of a typical instruction.) Slots above size() keep stale values the GC never reads.
class ValueStack {
public:
    ValueStack() = default;
    ValueStack(const ValueStack&) = delete; // m_data points into its own storage
    ValueStack& operator=(const ValueStack&) = delete;
    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Value* begin() { return m_data; }
    Value* end() { return m_data + m_size; }
    const Value* begin() const { return m_data; }
    const Value* end() const { return m_data + m_size; }
    Value& operator[](size_t i) { return m_data[i]; }
    const Value& operator[](size_t i) const { return m_data[i]; }
    Value& back() { return m_data[m_size - 1]; }
    [[gnu::always_inline]] void push_back(Value v)
    {
        if (m_size == m_capacity) [[unlikely]]
            grow(m_size + 1);
        m_data[m_size++] = v;
    }
    void pop_back() { --m_size; }
    void clear() { m_size = 0; }
    // A loop of stores, not std::copy: a call's few arguments cost less than a memmove call.
    void assign(std::span<const Value> values)
    {
        reserve(values.size());
        m_size = values.size();
        for (size_t i = 0; i < m_size; ++i)
            m_data[i] = values[i];
    }
    void reserve(size_t n)
    {
        if (n > m_capacity)
            grow(n);
    }
    void resize(size_t n)
    {
        reserve(n);
        for (size_t i = m_size; i < n; ++i)
            m_data[i] = Value();
        m_size = n;
    }

private:
    void grow(size_t at_least)
    {
        m_slots.resize(std::max<size_t>({ at_least, m_slots.size() * 2, 8 }));
        m_data = m_slots.data();
        m_capacity = m_slots.size();
    }
    // The slots' storage; m_data and m_capacity repeat its data() and size(), so a push
    // reads two fields of its own rather than the vector's two pointers and a division.
    std::vector<Value> m_slots;
    Value* m_data = nullptr;
    size_t m_capacity = 0;
    size_t m_size = 0;
};

class Frame final : public Cell {
public:
    const char* class_name() const override { return "Frame"; }
    void visit_edges(Visitor&) override;

    struct Handler {
        uint32_t target;
        uint32_t stack_size;
        Environment* env;
    };

    FunctionCode* code = nullptr;
    Closure* callee = nullptr;
    Environment* env = nullptr;
    ValueStack stack;
    ValueStack args;
    std::vector<Handler> handlers;
    uint32_t pc = 0;
    Value this_value;
    Value receiver;              // the `this` it was called with (an arrow's too): stack traces name methods by it
    Object* new_target = nullptr;
    Frame* caller = nullptr;
    bool is_entry = false;       // the interpreter loop that runs it returns when it finishes
    bool is_construct = false;   // called with `new`
    PromiseObject* async_promise = nullptr; // async functions: the promise the call returned
    bool suspended = false;      // waiting in an await
    Object* home_object = nullptr;
    Environment* function_env = nullptr; // the environment make_frame created
    uint64_t serial = 0;         // numbered per VM at each call (the trace tells calls apart)
    // Generators (generator.h): the generator object whose body this frame runs; where a
    // return() continues after the `yield` it waits in; whether that is a yield* loop.
    Object* generator = nullptr;
    uint32_t yield_return_target = 0;
    bool yield_delegate = false;
};

// The VM's pools of finished frames and environments (VM::recycle_frame): a bounded stack
// whose push and pop are a store and a load, inlined into the interpreter loop (a
// std::vector's push_back was a call there). The collector visits them as roots.
template<typename T>
class CellPool {
public:
    static constexpr size_t kLimit = 512;
    bool empty() const { return m_size == 0; }
    bool full() const { return m_size == kLimit; }
    T* pop() { return m_cells[--m_size]; }
    void push(T* cell) { m_cells[m_size++] = cell; }
    T* const* begin() const { return m_cells; }
    T* const* end() const { return m_cells + m_size; }

private:
    T* m_cells[kLimit];
    size_t m_size = 0;
};

enum class JobKind : uint8_t {
    PromiseReaction,       // NewPromiseReactionJob: a then/catch/finally handler
    PromiseResolveThenable, // NewPromiseResolveThenableJob: calls thenable.then(resolve, reject)
    AwaitContinuation,     // the rest of an async function after `await`
    QueueMicrotask,        // queueMicrotask(callback)
    HostCallback,          // a host's own microtask (MutationObserver notification, ...): calls `callback`
};

// An origin that is not known (line 0): what a job or reaction created by a host's
// internal code alone carries, rather than a made-up line 1.
inline constexpr SourceRange kNoOrigin { { 0, 0, 0 }, { 0, 0, 0 } };

class PromiseReaction;

class Job final : public Cell {
public:
    const char* class_name() const override { return "Job"; }
    void visit_edges(Visitor&) override;

    JobKind kind = JobKind::QueueMicrotask;
    uint64_t id = 0;
    PromiseReaction* reaction = nullptr; // PromiseReaction
    Value argument;                      // PromiseReaction: the settled value
    PromiseObject* promise_to_resolve = nullptr; // ResolveThenable
    Value thenable;                      // ResolveThenable
    Value then_function;                 // ResolveThenable
    Value callback;                      // QueueMicrotask
    Frame* frame = nullptr;              // AwaitContinuation (when the reaction resumes a frame)
    SourceRange origin = kNoOrigin;      // where the job was created
    std::string origin_function;         // in which function
    std::string label;                   // HostCallback: what it is ("MutationObserver")
};

enum class ConsoleLevel : uint8_t { Log, Info, Warn, Error, Debug };

// What a host provides. Every hook is optional.
struct VMHooks {
    std::function<void(ConsoleLevel, const std::string&)> console;
    // Called for each enqueued job after the VM queued it in its own FIFO.
    std::function<void(const Job&)> job_enqueued;
    // Host-provided modules for require()/import: return the module's exports object or
    // nullptr if there is no such module.
    std::function<Object*(VM&, const std::string&)> load_module;
    // HostPromiseRejectionTracker: operation is "reject" (unhandled) or "handle".
    std::function<void(PromiseObject*, bool handled)> rejection_tracker;
    // The virtual clock in milliseconds (performance.now()); by default derived from the
    // instruction count with the cost model (cost_model.h). Hosts add their own time.
    std::function<double(VM&)> now_ms;
    // Called before an instruction when set (tracing, stepping): before each one that
    // starts a statement (FunctionCode::starts_statement) other than the one the hook saw
    // last, and before the first one run in a frame other than the one it saw last
    // (VM::set_step_frame() names both); the instructions in between cost a compare each.
    // A loop whose body is one statement calls it once, not at every iteration.
    std::function<void(VM&, const Frame&, uint32_t pc)> instruction;
    // 16.2.1.8 HostLoadImportedModule for import(): the host returns a promise of the
    // module namespace. Without it, import() uses load_module and settles at once.
    std::function<ThrowOr<Value>(VM&, Value specifier)> dynamic_import;
    // 13.3.12.1.1 HostGetImportMetaProperties: the running module's import.meta object.
    std::function<ThrowOr<Value>(VM&)> import_meta;
    // 16.2.1.5 Link and Evaluate, the host's half: run_program calls it for a module after
    // compiling it and before running its body, so the modules it imports are loaded and
    // evaluated first. False with an exception thrown (a missing module): the body never runs.
    std::function<bool(VM&, const FunctionCode&)> link_module;
    // Atomics.wait / Atomics.notify on the bytes of a SharedArrayBuffer (`block`) at
    // `byte_index` (builtins_atomics.cpp). wait is called once the value matched: the host
    // blocks this thread until a notify or `timeout_ms` of virtual time and returns "ok" or
    // "timed-out". Unset: this agent cannot suspend (TypeError, as on a page's main thread).
    std::function<ThrowOr<Value>(VM&, const void* block, size_t byte_index, double timeout_ms)> atomics_wait;
    // Wakes up to `count` threads waiting there, oldest first; returns how many.
    std::function<double(VM&, const void* block, size_t byte_index, double count)> atomics_notify;
};

struct RunResult {
    // Paused: stopped at the instruction set with VM::set_pause_at(); continue_paused() goes on.
    enum class Status { Ok, SyntaxError, Uncaught, BudgetExceeded, Paused } status = Status::Ok;
    std::string message;     // "SyntaxError: … (line L, column C)" / the uncaught error's stack
    SourceLocation location; // where a SyntaxError is (line 0: unknown)
    Value value;             // the thrown value for Uncaught
};

struct Completion {
    enum class Type { Normal, Throw, Suspended, Paused } type = Type::Normal;
    Value value;
};

class VM {
public:
    VM();
    ~VM();
    VM(const VM&) = delete;
    VM& operator=(const VM&) = delete;

    Heap& heap() { return m_heap; }
    VMHooks& hooks() { return m_hooks; }

    // --- running programs ---
    // Internal: a host's own JavaScript (run_internal), parsed once per process.
    enum class ProgramKind { Script, CommonJS, Module, Internal };
    // A host's own JavaScript (the DOM, EventEmitter, ...): run as a CommonJS module body
    // with `this` = a new exports object (holding `binding`, the host's natives), which is
    // returned. Its functions are internal: the trace, stack
    // traces and the stepper skip them, and their source is never quoted in messages.
    ThrowOr<Object*> run_internal(std::string_view source, const std::string& name, Object* binding = nullptr);
    // The host that owns this VM (core/loop); builtins the host defines read it back.
    void* host_context = nullptr;
    // Parses, compiles and runs `source` to completion (not its jobs). For modules the
    // top-level code is async; its promise settles through jobs.
    RunResult run_program(std::string_view source, ProgramKind kind, const std::string& file_name = "main.js");
    // The same for a program of several files: `source` is the whole text (source()), the
    // main file its first `main_length` bytes.
    RunResult run_program(std::string_view source, ProgramKind kind, const std::string& file_name, size_t main_length);
    // The program's text and name without running it: a worker's VM, whose files are
    // sections of the same text (its scripts are added with add_script).
    void set_program_text(std::string_view source, const std::string& file_name)
    {
        m_source = std::string(source);
        m_file_name = file_name;
    }
    // Compiles only (for `evloop disasm`); the error message (and where) on failure.
    FunctionCode* compile(std::string_view source, ProgramKind kind, std::string& error, SourceLocation* where = nullptr);

    // --- jobs (microtasks) ---
    void enqueue_job(Job* job);
    bool has_pending_jobs() const { return !m_jobs.empty(); }
    const Job* peek_job() const { return m_jobs.empty() ? nullptr : m_jobs.front(); }
    void discard_jobs() { m_jobs.clear(); } // the process is exiting: queued jobs never run
    // Where the running script is (the origin of jobs and host work it creates): the
    // call being made in the innermost frame of the program's own code (the hosts'
    // internal code is skipped). False, with `range` on line 0, when no such frame runs
    // (a host callback of internal code).
    bool current_origin(SourceRange& range, std::string& function) const;
    size_t pending_jobs() const { return m_jobs.size(); }
    // Runs the oldest job; returns false if there was none. An exception a job throws
    // is reported through `uncaught` (HTML: report the exception; Node: process error).
    bool run_next_job(RunResult* uncaught = nullptr);
    Job* make_job(JobKind kind);
    uint64_t next_promise_id() { return m_next_promise_id++; } // promises are numbered per run

    // --- calling ---
    // Calls from C++ code into JS. The garbage collector stays off until the call
    // returns, because the C++ caller may hold values nothing else roots.
    ThrowOr<Value> call(Value function, Value this_value, std::span<const Value> args);
    // HostCallJobCallback: a job's callback. The job is rooted while it runs and holds
    // nothing else, so collection may happen inside (long handlers stay bounded).
    ThrowOr<Value> call_job_callback(Value function, Value this_value, std::span<const Value> args);
    ThrowOr<Value> construct(Value constructor, std::span<const Value> args, Object* new_target = nullptr);
    Completion resume(Frame* frame, Value value, bool is_throw, bool pausable = false); // continue an async function

    // --- stepping ---
    // Stop before instruction number `instruction` (VM::instructions() counts from 1):
    // run_program() and run_next_job() then return Status::Paused, with the program's
    // state kept (frames are on the heap). continue_paused() runs on until the script or
    // job finishes or the next pause point. 0 switches pausing off.
    // SIMPLIFIED: a callback that C++ code calls in the middle of a builtin (the function
    // given to Array.prototype.map, a getter, a Promise executor) runs to its end before
    // the VM can stop; pauses happen in script code, job callbacks and await continuations.
    void set_pause_at(uint64_t instruction)
    {
        m_pause_at = instruction;
        update_next_check();
    }
    bool is_paused() const { return m_paused_entry != nullptr; }
    RunResult continue_paused();

    // --- errors ---
    // Where the last exception was thrown, as V8 reports an uncaught one (Node prints that
    // line of the program with a caret): a `throw` statement's start, else the place of
    // the failing operation (a call at the method's name, `a.b` at `b`) in the innermost
    // frame of the program's own code. Line 0: no frame of the program's was running.
    // A site outside the program (`file` set) is a line of Node's own code or of a JSON
    // text, given by whoever threw there, with that line's `text`.
    struct ThrowSite {
        uint32_t line = 0, column = 0;
        std::string file, text;
        uint32_t script = 0; // in the program: which file (line counts in source())
    };
    const ThrowSite& last_throw_site() const { return m_throw_site; }
    // Whether `v` is what was thrown at last_throw_site().
    bool thrown_at_last_site(Value v) const { return same_value(v, m_throw_site_value); }
    void note_throw_site(bool throw_statement);
    // `thrown` is thrown at `site`, outside the program; the program's frames it passes
    // through keep that site, until a `throw` statement throws it again.
    void note_foreign_throw_site(Value thrown, ThrowSite site);
    Thrown throw_value(Value v);
    Thrown throw_error(Object* prototype, const std::string& message);
    Thrown throw_type_error(const std::string& message) { return throw_error(m_type_error_prototype, message); }
    Thrown throw_range_error(const std::string& message) { return throw_error(m_range_error_prototype, message); }
    Thrown throw_reference_error(const std::string& message) { return throw_error(m_reference_error_prototype, message); }
    Thrown throw_syntax_error(const std::string& message) { return throw_error(m_syntax_error_prototype, message); }
    // A Proxy trap (set, defineProperty, deleteProperty) that returned falsish leaves
    // V8's message for the strict-mode TypeError of the operation that called it
    // (10.5.9 [[Set]] step 9, PutValue's "if succeeded is false and strict, throw").
    void note_falsish_trap(const char* trap, const std::string& key)
    {
        m_falsish_trap_message = std::string("'") + trap + "' on proxy: trap returned falsish for property '" + key + "'";
    }
    void clear_falsish_trap() { m_falsish_trap_message.clear(); }
    const std::string& falsish_trap_message() const { return m_falsish_trap_message; }
    Value exception() const { return m_exception; }
    Value take_exception()
    {
        Value v = m_exception;
        m_exception = Value();
        return v;
    }
    bool terminated() const { return m_terminated; }
    // Ends all running JavaScript, uncatchably (process.exit()): the native returns this.
    Thrown terminate(const std::string& why)
    {
        m_terminated = true;
        m_budget_message = why;
        return Thrown {};
    }
    // After a termination has unwound: JavaScript may run again ('exit' listeners).
    void clear_termination()
    {
        m_terminated = false;
        m_budget_message.clear();
        m_budget_detail.reset();
    }
    // RegExp, BigInt: a builtin that ran out of the instruction budget in C++ (a regular
    // expression backtracking, arithmetic on huge BigInts) stops the program like an
    // endless loop; the message `detail` says what was running, and hosts add it to their
    // budget message (in the learner's language: a message, not text).
    Thrown stop_for_budget(Msg detail, std::vector<msg::Arg> args)
    {
        m_terminated = true;
        m_budget_message = "evloop stopped the program after " + std::to_string(m_instructions) + " instructions (the instruction budget). "
            + msg::english_text(detail, args);
        m_budget_detail = BudgetDetail { detail, std::move(args) };
        return Thrown {};
    }
    // What stop_for_budget() or running out of memory said, as a message.
    struct BudgetDetail {
        Msg id {};
        std::vector<msg::Arg> args;
    };
    const std::optional<BudgetDetail>& budget_detail() const { return m_budget_detail; }
    // RegExp: work done in C++ counted as instructions (the budget and the virtual clock).
    void charge_instructions(uint64_t n)
    {
        m_instructions += n;
        m_cpu_ps += n * kCpu.builtin_step_ps;
    }
    // The cost model (cost_model.h): work a builtin does in C++, in virtual picoseconds.
    void charge_ps(uint64_t ps) { m_cpu_ps += ps; }
    // A reaction job of `then` on a %Promise% settles its promise directly (builtins_promise.cpp).
    void settle_internal_capability(const PromiseCapability& capability, bool reject, Value value);
    // A number made into a string: V8 keeps the last conversions in a direct-mapped
    // cache (its number-string cache, 16 384 entries in Node 20); only a miss costs.
    void charge_number_to_string(double n);
    // performance.now(), Date.now(), new Date(): the virtual clock, read at its cost
    // (cost_model.h: clock_read_ps, and the busy-wait rule kSpinInstructions).
    double read_clock_ms();
    Object* make_error(Object* prototype, const std::string& message);
    // --- stack traces (stack_trace.cpp) ---
    // The frames below the running code as V8 prints them in `stack` ("    at f (…:3:5)"
    // lines, at most Error.stackTraceLimit): the program's frames, the builtins between
    // them, the host's frames below (stack_tail) and the async functions waiting for the
    // running one.
    std::string current_stack_trace();
    // How frames name the program's file: "/abs/dir/main.cjs", "file:///abs/dir/main.mjs",
    // "http://evloop.test/main.js". By default the file name given to run_program.
    void set_script_location(std::string location) { m_script_location = std::move(location); }
    const std::string& script_location() const { return m_script_location.empty() ? m_file_name : m_script_location; }
    // The host's own frames under the program's, outermost last ("listOnTimeout
    // (node:internal/timers:581:17)", without "at "): what the host is doing at the moment
    // (running a timer, a tick, a microtask checkpoint). Set by the host around each call.
    std::vector<std::string> stack_tail;
    // Frames the host puts between a queueMicrotask callback and stack_tail (Node's
    // AsyncResource.runMicrotask ...).
    std::vector<std::string> queue_microtask_frames;
    // Set by the Error constructors while they make the error: frames up to and
    // including this function's are left out (V8's SKIP_UNTIL_SEEN with new.target), so
    // `new MyError()` starts at its caller.
    Object* stack_skip_until = nullptr;

    // console.group() depth (two spaces of indentation per level, as in Node) and
    // console.count() labels in first-use order.
    struct ConsoleState {
        int group_depth = 0;
        std::vector<std::pair<std::string, int>> counts;
    };
    ConsoleState& console_state() { return m_console_state; }

    // Property keys the engine itself uses on hot paths.
    struct CommonKeys {
        PropertyKey length, name, prototype, constructor, then, next, done, value, message, stack, return_;
    };
    const CommonKeys& names() const { return m_names; }

    // --- values ---
    PrimitiveString* intern(std::u16string_view s);
    PrimitiveString* intern(std::string_view utf8) { return intern(utf8_to_utf16(utf8)); }
    PrimitiveString* make_string(std::u16string s);
    // left + right as a rope (value.h): both stay as they are until the text is read.
    PrimitiveString* make_rope(PrimitiveString* left, PrimitiveString* right);
    Value string_value(std::string_view utf8) { return Value(make_string(utf8_to_utf16(utf8))); }
    // The key for a property name written in C++ ("length", "then"): cached, so cheap.
    PropertyKey key(std::string_view name);
    // The same for a name on a hot path (`vm.key<"enumerable">()`): key(name) hashes the
    // name each time; this looks it up once per VM and keeps it in a slot of its own.
    template<size_t N>
    struct KeyName {
        char text[N];
        constexpr KeyName(const char (&s)[N]) { std::copy_n(s, N, text); }
        constexpr std::string_view view() const { return { text, N - 1 }; }
    };
    template<KeyName Name>
    PropertyKey key()
    {
        static const size_t slot = new_key_slot();
        if (slot < m_slot_keys.size() && m_slot_keys[slot].second) [[likely]]
            return m_slot_keys[slot].first;
        return fill_key_slot(slot, Name.view());
    }
    Object* make_object() { return m_heap.allocate<Object>(m_object_prototype); }
    Array* make_array(const std::vector<Value>& values = {});
    NativeFunction* make_native_function(std::string_view name, NativeFn fn, uint32_t length, bool constructor = false);
    Closure* make_closure(FunctionCode* code, Environment* env, Frame* frame);
    void define_native(Object* target, std::string_view name, NativeFn fn, uint32_t length);
    void define_value(Object* target, std::string_view name, Value v, uint8_t attributes = kBuiltinAttributes);
    void define_getter(Object* target, std::string_view name, NativeFn fn);

    // Abstract operations (§7).
    ThrowOr<Value> to_primitive(Value v, const char* hint = "default");
    ThrowOr<double> to_number(Value v);
    // 7.1.3 ToNumeric ( value ): a Number or a BigInt.
    ThrowOr<Value> to_numeric(Value v);
    ThrowOr<PrimitiveString*> to_string(Value v);
    ThrowOr<std::u16string> to_u16string(Value v);
    ThrowOr<Object*> to_object(Value v);
    ThrowOr<PropertyKey> to_property_key(Value v);
    PropertyKey key_from_string(PrimitiveString* s); // canonical (array index or interned string)
    ThrowOr<int32_t> to_int32(Value v);
    ThrowOr<uint32_t> to_uint32(Value v);
    ThrowOr<double> to_integer_or_infinity(Value v);
    static bool to_boolean(Value v);
    static bool strict_equals(Value a, Value b);
    static bool same_value_zero(Value a, Value b);
    static bool same_value(Value a, Value b);
    ThrowOr<bool> loose_equals(Value a, Value b);
    Value type_of(Value v);
    // A value as V8 shows it in error messages, without running user code
    // (Object::NoSideEffectsToString): "undefined", "3", "abc", "Symbol(x)", "#<Foo>",
    // "[object Array]", "Error: x", a function's source.
    std::string describe_for_message(Value v);
    // The name of the constructor an object was made by (data properties only), or "".
    std::string constructor_name(Object* o);
    ThrowOr<Value> get(Value base, const PropertyKey& key); // GetV: works on primitives too
    ThrowOr<Value> get(Value base, std::string_view name) { return get(base, key(name)); }
    ThrowOr<void> set(Value base, const PropertyKey& key, Value v, bool strict);
    ThrowOr<Value> get_method(Value v, const PropertyKey& key); // undefined if nullish; TypeError if not callable
    ThrowOr<bool> instance_of(Value v, Value target);
    ThrowOr<bool> ordinary_has_instance(Value c, Value o);
    static bool is_callable(Value v) { return v.is_object() && v.as_object()->is_function(); }
    static bool is_constructor(Value v) { return is_callable(v) && static_cast<FunctionObject*>(v.as_object())->is_constructor(); }
    ThrowOr<double> length_of_array_like(Object* o);
    ThrowOr<std::vector<Value>> iterate_to_list(Value iterable); // spread, Array.from, Promise.all

    // --- realm ---
    Object* global_object() const { return m_global; }
    Object* object_prototype() const { return m_object_prototype; }
    Object* function_prototype() const { return m_function_prototype; }
    Object* array_prototype() const { return m_array_prototype; }
    Object* error_prototype() const { return m_error_prototype; }
    Object* type_error_prototype() const { return m_type_error_prototype; }
    Object* range_error_prototype() const { return m_range_error_prototype; }
    Object* promise_prototype() const { return m_promise_prototype; }
    Object* promise_constructor() const { return m_promise_constructor; }
    Object* iterator_prototype() const { return m_iterator_prototype; }
    Object* array_iterator_prototype() const { return m_array_iterator_prototype; }
    Object* intrinsic(std::string_view name) const; // "Map.prototype", "AggregateError.prototype", ...
    void set_intrinsic(std::string name, Object* o);
    Symbol* symbol_iterator() const { return m_symbol_iterator; }
    Symbol* symbol_async_iterator() const { return m_symbol_async_iterator; }
    Symbol* symbol_has_instance() const { return m_symbol_has_instance; }
    Symbol* symbol_to_primitive() const { return m_symbol_to_primitive; }
    Symbol* symbol_to_string_tag() const { return m_symbol_to_string_tag; }
    Symbol* symbol_species() const { return m_symbol_species; }
    Symbol* symbol_is_concat_spreadable() const { return m_symbol_is_concat_spreadable; }
    Symbol* symbol_unscopables() const { return m_symbol_unscopables; }

    // The frame (its serial) the instruction hook has seen last: see Hooks::instruction.
    void set_step_frame(uint64_t serial, uint32_t pc = UINT32_MAX)
    {
        m_step_serial = serial;
        m_step_pc = pc;
    }
    // The instruction hook is not called again (the host keeps no more steps); it may be
    // called from the hook itself.
    void stop_instruction_hook() { m_instruction_hook_stopped = true; }
    // Whether code compiled from now on gets superinstructions (superinstructions.h; on
    // unless turned off, which changes nothing but the speed: tests compare the two).
    void set_superinstructions(bool on) { m_superinstructions = on; }
    bool superinstructions() const { return m_superinstructions; }
    // Whether run_frame hands runs of simple instructions to its fast lane (run_simple; on
    // unless turned off, which changes nothing but the speed: tests compare the two).
    void set_fast_lane(bool on) { m_fast_lane = on; }

    // --- budgets and counters (the hosts' clock reads `instructions()`) ---
    uint64_t instructions() const { return m_instructions; }
    // The virtual CPU time the program has used, in picoseconds (cost_model.h).
    uint64_t cpu_ps() const { return m_cpu_ps; }
    // Virtual milliseconds: the host's clock if it set hooks().now_ms, else the cost model.
    double now_ms();
    void set_instruction_budget(uint64_t budget)
    {
        m_instruction_budget = budget;
        update_next_check();
    }
    uint64_t instruction_budget() const { return m_instruction_budget; }
    // A limit on the virtual CPU time (cpu_ps()) of the running task, checked every few
    // thousand instructions; 0 = none. Passing it terminates the program like the budget,
    // and cpu_deadline_passed() tells the host which of the two it was.
    void set_cpu_deadline(uint64_t ps)
    {
        m_cpu_deadline_ps = ps;
        m_deadline_check_at = ps ? m_instructions + kDeadlineCheckEvery : UINT64_MAX;
        update_next_check();
    }
    bool cpu_deadline_passed() const { return m_cpu_deadline_passed; }
    // A limit on the live heap, in cells counted after a collection (Node's heap limit,
    // a worker's resourceLimits): once passed, the program stops like at the budget and
    // out_of_memory() is true. The default lets a program hold a million pending promises
    // with their reactions and jobs (about 5 million cells), as Node does, and stops a
    // runaway allocation loop before it takes the machine's memory.
    static constexpr size_t kDefaultHeapLimit = 10'000'000;
    static constexpr size_t kBytesPerCell = 128; // what a heap limit in MB is in cells
    void set_heap_limit(size_t cells) { m_heap_limit = cells; }
    size_t heap_limit() const { return m_heap_limit; }
    bool out_of_memory() const { return m_heap_limit_reached; }
    std::string budget_message() const { return m_budget_message; }
    // A host's look outside every `every` instructions (progress reports, a cancel
    // button): returning false stops the program like the budget does, with `why` as
    // the message. It must not change anything the program can observe.
    void set_checkpoint(std::function<bool(VM&)> checkpoint, uint64_t every, std::string why)
    {
        m_checkpoint = std::move(checkpoint);
        m_checkpoint_every = every ? every : 1;
        m_checkpoint_at = m_instructions + m_checkpoint_every;
        m_checkpoint_message = std::move(why);
        update_next_check();
    }
    // The checkpoint set last (a host that adds its own look keeps calling it).
    const std::function<bool(VM&)>& checkpoint() const { return m_checkpoint; }
    uint64_t checkpoint_every() const { return m_checkpoint_every; }
    const std::string& checkpoint_message() const { return m_checkpoint_message; }
    static constexpr int kMaxCallDepth = 9000;
    static constexpr int kMaxNativeDepth = 300;
    uint64_t seed() const { return m_seed; }
    void set_seed(uint64_t s) { m_random_state = s ? s : 0x9E3779B97F4A7C15ull; m_seed = s; }
    double next_random(); // xorshift64*, seeded: same seed, same sequence

    // GC roots that live outside the VM (host queues, C++ locals across calls).
    void keep_alive(Cell* cell) { m_extra_roots.push_back(cell); }
    void release(Cell* cell);
    void add_root_visitor(std::function<void(Visitor&)> visitor) { m_root_visitors.push_back(std::move(visitor)); }
    void collect_garbage();
    void maybe_collect_garbage();
    // Weak collections (WeakMap, WeakSet, WeakRef, FinalizationRegistry) register here, so
    // the collector can trace their ephemerons and clear entries whose keys died.
    void register_weak_holder(Object* holder) { m_weak_holders.push_back(holder); }
    // 9.10.2 AddToKeptObjects: a WeakRef's target stays alive until the current job ends.
    void add_to_kept_objects(Cell* cell) { m_kept_objects.push_back(cell); }
    // 9.10.3 ClearKeptObjects: at the end of each job (and of the script).
    void clear_kept_objects() { m_kept_objects.clear(); }

    // --- the files of a program (scripts.cpp) ---
    // A program of several files (core/loop/program_files.h) is one text, source(): the
    // main file first, then each other file after its `// @file NAME` line. Code positions
    // count in that text (the trace's ranges point into it); stack traces and messages
    // name each file and count its own lines. Script 0 is the main file.
    struct Script {
        std::string location;        // as stack traces name it: "/home/learner/lib.cjs", "file:///…/x.mjs"
        std::string name;            // as the program names it: "lib.cjs"
        uint32_t begin = 0, end = 0; // its text in source(); begin is the start of a line
        uint32_t first_line = 1;     // the line of source() that is its line 1
    };
    // A file whose text is already in source() (a `// @file` section), or one appended to
    // it after a `// @file NAME` line (a file the host read later). Returns its number.
    uint32_t add_script(Script script);
    uint32_t append_script(std::string location, std::string name, std::string_view text);
    const Script* script(uint32_t index) const; // nullptr for the main file and unknown numbers
    uint32_t script_count() const { return static_cast<uint32_t>(m_scripts.size()) + 1; }
    // Compiles a file: a module, or CommonJS as the body of a function of `parameters`
    // (Node's wrapper). On a syntax error, nullptr with "SyntaxError: … (lib.cjs, line 3,
    // column 5)" and where it is in source().
    FunctionCode* compile_script(uint32_t index, ProgramKind kind, const std::vector<std::string>& parameters, std::string& error,
        SourceLocation* where = nullptr);
    // Line `line` of source() as line of file `index`'s own; "LOCATION:L:C" for stack traces.
    uint32_t script_line(uint32_t index, uint32_t line) const;
    std::string script_position(uint32_t index, uint32_t line, uint32_t column) const;
    const std::string& script_location_of(uint32_t index) const;
    // The file of the innermost frame of the program's own code (0 when none runs).
    uint32_t current_script() const;
    // Runs a module's body (from compile_script) with `exports` as the object its `export`
    // declarations fill. SIMPLIFIED: an imported module may not await at its top level
    // (its evaluation has to finish before its importer's body runs): a SyntaxError.
    // `entry`: the module a thread starts with (a worker's script), whom no importer
    // waits for: its top-level await may suspend it, and it goes on in later jobs.
    ThrowOr<Value> evaluate_module(FunctionCode* code, Object* exports, bool entry = false);
    // Used by run_program(CommonJS) as the main module's `module` object (its `exports` is
    // `exports` and `this`), when the host models Node's module objects.
    Object* commonjs_main_module = nullptr;
    // JSON.parse's SyntaxError ends "in JSON at position N (line L column C)", as in the
    // V8 of Chromium 156; Node 20's V8 stops after the position (the browser host sets it).
    bool json_error_line_column = false;
    // Lines shown in stack traces at the place of a frame of the hosts' internal code
    // (which is otherwise left out): Node's module loader between a required file's
    // frames and the `require` call's. Set and cleared by that code around the call.
    std::vector<std::pair<const Frame*, std::vector<std::string>>> internal_frame_lines;

    // Module support for the minimal host and the hosts.
    Object* require_module(const std::string& specifier);
    // 13.3.10.1 import() and 13.3.12.1 import.meta (through the host's hooks).
    ThrowOr<Value> dynamic_import(Value specifier);
    ThrowOr<Value> import_meta();
    // Why require_module() found nothing: "Cannot find module 'x'" unless the host's
    // load_module hook explained better (a Node module evloop does not simulate).
    std::string module_error(const std::string& specifier);
    std::string missing_module_reason; // set by a load_module hook that knows the module
    Object* module_exports() const { return m_module_exports; }
    // A module's top-level code is an async function: the promise of its evaluation
    // (null for scripts). Still pending when the loop empties = an unsettled top-level await.
    PromiseObject* program_promise() const { return m_program_promise; }

    // Source name for stack traces.
    const std::string& file_name() const { return m_file_name; }

    // Unhandled rejections seen so far (HostPromiseRejectionTracker), oldest first.
    void track_rejection(PromiseObject* promise, bool handled);
    std::vector<PromiseObject*> take_unhandled_rejections();

    // The frame currently running (for stack traces and the stepper); may be null.
    Frame* current_frame() const { return m_current; }

    // The program's source text (for messages that quote it, like V8's).
    const std::string& source() const { return m_source; }
    std::string source_text(const SourceRange& r) const;
    // Array iteration that no program changed can skip the iterator protocol.
    bool array_iteration_is_pristine(Object* array) const;
    std::string not_iterable_message(Value v);
    std::string not_iterable_at(Frame* f, uint32_t pc, Value v);
    // Originals, set up by the builtins, for the fast paths above.
    Object* original_array_values = nullptr;
    Object* original_array_iterator_next = nullptr;

private:
    friend class Interpreter;
    void initialize_realm();
    Completion run_frame(Frame* entry, Frame* resume_at = nullptr, bool pausable = false);
    // run_frame's fast lane: the instructions of `f` that run no code, allocate nothing
    // and cannot throw, for as long as they come and no step is due at a statement in
    // `statement_marks` (null: no step hook); false if it ran none (interpreter.cpp).
    // kSteps says whether there are statement marks to watch, so the loop without a step
    // hook does not test for them at every instruction.
    template<bool kSteps>
    bool run_simple(Frame& f, const uint8_t* statement_marks);
    // Read at every call and return: one compare once the table is made.
    const uint8_t* lane_runs_of(FunctionCode& code)
    {
        if (code.lane_runs_made) [[likely]]
            return code.lane_runs.data();
        return make_lane_runs_of(code);
    }
    const uint8_t* make_lane_runs_of(FunctionCode& code);
    RunResult finish_job(Job* job, Completion completion); // settles after the callback ran
    RunResult result_of(Completion completion);
    ThrowOr<Value> call_closure(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target,
        bool gc_safe = false);
    Frame* make_frame(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target);
    // make_frame's work, inlined into the interpreter loop's calls (interpreter.cpp only).
    inline Frame* prepare_frame(Closure* closure, Value this_value, std::span<const Value> args, Object* new_target);
    Frame* new_frame(); // a frame for an empty pool
    // A host's function compiled on its first call (CompileOptions::lazy_functions).
    void compile_on_first_call(FunctionCode& code);
    // A finished frame that nothing can refer to any more goes back to a pool (with its
    // environment, when no closure could have captured it): fewer allocations, and
    // bounded memory for callbacks run while collection is off (forEach over a big array).
    // Inlined where run_frame returns and unwinds (interpreter.cpp only).
    inline void recycle_frame(Frame* frame);
    std::string describe_uncaught(Value v);
    std::string local_name(Frame* f);                 // the variable an instruction names
    std::string callee_description(Frame* f, Value callee); // "obj.method" for "is not a function"

    Heap m_heap;
    VMHooks m_hooks;
    Value m_exception;
    bool m_terminated = false;
    std::string m_budget_message;
    std::string m_falsish_trap_message; // see note_falsish_trap()
    std::optional<BudgetDetail> m_budget_detail; // see stop_for_budget()
    struct U16Hash {
        using is_transparent = void;
        size_t operator()(std::u16string_view s) const { return std::hash<std::u16string_view>()(s); }
    };
    struct NameHash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    std::unordered_map<std::u16string, PrimitiveString*, U16Hash, std::equal_to<>> m_interned; // weak
    std::unordered_map<std::string, PropertyKey, NameHash, std::equal_to<>> m_name_keys;        // strong
    CommonKeys m_names;
    // key<Name>()'s slots, numbered for the whole process (new_key_slot()); filled per VM.
    std::vector<std::pair<PropertyKey, bool>> m_slot_keys;
    static size_t new_key_slot();
    PropertyKey fill_key_slot(size_t slot, std::string_view name);
    // type_of()'s results, as intern() returned them since the last collection (weak).
    enum class TypeofName { Undefined, Object, Boolean, Number, String, Symbol, BigInt, Function, Count };
    PrimitiveString* m_typeof_cache[static_cast<int>(TypeofName::Count)] = {};
    ConsoleState m_console_state;
    std::vector<Cell*> m_extra_roots;
    std::vector<Object*> m_weak_holders; // weak: dead holders are dropped after marking
    std::vector<Cell*> m_kept_objects;
    std::vector<std::function<void(Visitor&)>> m_root_visitors;
    std::deque<Job*> m_jobs;
    Job* m_running_job = nullptr; // rooted while it runs (it has left the queue)
    uint64_t m_pause_at = 0;
    Frame* m_paused_entry = nullptr; // the loop that paused: its entry frame …
    Frame* m_paused_frame = nullptr; // … and the frame it was running
    Job* m_paused_job = nullptr;     // the job whose callback paused (null: the script)
    CellPool<Frame> m_frame_pool;
    CellPool<Environment> m_environment_pool;
    uint64_t m_next_job_id = 1;
    uint64_t m_next_promise_id = 1;
    uint64_t m_next_frame_serial = 1;
    uint64_t m_step_serial = 0; // set_step_frame()
    uint32_t m_step_pc = UINT32_MAX;
    bool m_instruction_hook_stopped = false;
    bool m_superinstructions = true;
    bool m_fast_lane = true;
    PromiseObject* m_program_promise = nullptr;
    std::vector<PromiseObject*> m_pending_rejections;

    Frame* m_current = nullptr;
    int m_frame_depth = 0;
    int m_native_depth = 0;
    uint64_t m_instructions = 0;
    uint64_t m_cpu_ps = 0; // cost_model.h
    uint64_t m_last_clock_read_instructions = 0, m_last_clock_read_ps = 0; // read_clock_ms()
    uint32_t m_clock_streak = 0; // clock reads in a row, each within kSpinInstructions of the last
    std::vector<uint64_t> m_number_string_cache; // charge_number_to_string(): bit patterns, ~0 = empty
    void next_tier(FunctionCode& code); // a function's cold or interpreted phase is over (cost_model.h)
    uint64_t m_instruction_budget = 0; // 0 = unlimited
    // The interpreter compares the instruction count with one number before each
    // instruction: the nearest of the budget, the next checkpoint, the next look at the
    // CPU deadline and the pause; 0 while a garbage collection is due (the heap zeroes it).
    // Past it, check_instruction_limits() and the pause and collection checks run.
    bool check_instruction_limits();
    void update_next_check()
    {
        m_next_check = std::min({ m_instruction_budget ? m_instruction_budget : UINT64_MAX, m_checkpoint ? m_checkpoint_at : UINT64_MAX,
            m_deadline_check_at, m_pause_at ? m_pause_at - 1 : UINT64_MAX,
            m_heap.wants_collection() || m_heap_limit_reached ? uint64_t(0) : UINT64_MAX });
    }
    uint64_t m_next_check = UINT64_MAX;
    size_t m_heap_limit = kDefaultHeapLimit;
    bool m_heap_limit_reached = false; // a collection found more live cells than m_heap_limit
    static constexpr uint64_t kDeadlineCheckEvery = 16384;
    uint64_t m_cpu_deadline_ps = 0, m_deadline_check_at = UINT64_MAX;
    bool m_cpu_deadline_passed = false;
    std::function<bool(VM&)> m_checkpoint;
    uint64_t m_checkpoint_every = 0;
    uint64_t m_checkpoint_at = 0;
    std::string m_checkpoint_message;
    uint64_t m_seed = 0;
    uint64_t m_random_state = 0x9E3779B97F4A7C15ull;
    std::string m_file_name = "main.js";
    std::string m_script_location;
    ThrowSite m_throw_site;
    Value m_throw_site_value; // what was thrown there (a rethrow by the host keeps the site)
    std::string m_source;
    // Builtins running now (innermost last), for stack traces: V8 shows them as frames
    // ("at Array.map (<anonymous>)") between the program's frames.
    struct NativeCall {
        NativeFunction* function;
        Value receiver;
        bool construct;
        Frame* caller; // the frame that called it (m_current then)
    };
    std::vector<NativeCall> m_native_calls;
    bool m_installing_builtins = false; // natives made now are the realm's (shown in stacks)

    Object* m_global = nullptr;
    Object* m_object_prototype = nullptr;
    Object* m_function_prototype = nullptr;
    Object* m_array_prototype = nullptr;
    Object* m_error_prototype = nullptr;
    Object* m_type_error_prototype = nullptr;
    Object* m_range_error_prototype = nullptr;
    Object* m_reference_error_prototype = nullptr;
    Object* m_syntax_error_prototype = nullptr;
    Object* m_promise_prototype = nullptr;
    Object* m_promise_constructor = nullptr;
    Object* m_iterator_prototype = nullptr;
    Object* m_array_iterator_prototype = nullptr;
    Object* m_module_exports = nullptr;
    Object* m_import_meta = nullptr;
    // Prototypes used for primitives on every property access (cached after set-up).
    Object* m_string_prototype = nullptr;
    Object* m_number_prototype = nullptr;
    Object* m_boolean_prototype = nullptr;
    Object* m_symbol_prototype = nullptr;
    Object* m_bigint_prototype = nullptr;
    std::vector<std::pair<std::string, Object*>> m_intrinsics;
    std::vector<std::pair<std::string, Object*>> m_modules;
    std::vector<Script> m_scripts; // add_script(): file n is m_scripts[n - 1]
    Symbol* m_symbol_iterator = nullptr;
    Symbol* m_symbol_async_iterator = nullptr;
    Symbol* m_symbol_has_instance = nullptr;
    Symbol* m_symbol_to_primitive = nullptr;
    Symbol* m_symbol_to_string_tag = nullptr;
    Symbol* m_symbol_species = nullptr;
    Symbol* m_symbol_is_concat_spreadable = nullptr;
    Symbol* m_symbol_unscopables = nullptr;
};

// Realm setup, one function per builtin area (builtins_*.cpp).
void install_object_builtins(VM&);
void install_function_builtins(VM&);
void install_array_builtins(VM&);
void install_string_builtins(VM&);
void install_number_builtins(VM&);
void install_math_builtins(VM&);
void install_json_builtins(VM&);
void install_error_builtins(VM&);
void install_symbol_builtins(VM&);
void install_map_set_builtins(VM&);
void install_promise_builtins(VM&);
void install_console_builtins(VM&);
void install_global_functions(VM&);
void install_uri_builtins(VM&); // encodeURI… (builtins_uri.cpp), called by install_global_functions
void install_throw_type_error(VM&); // %ThrowTypeError% (arguments_object.cpp)
void install_date_builtins(VM&); // called by install_global_functions
void install_reflect_builtins(VM&);
void install_proxy_builtins(VM&);
void install_weak_builtins(VM&);
void install_array_buffer_builtins(VM&); // array_buffer.cpp: ArrayBuffer, SharedArrayBuffer, DataView
void install_typed_array_builtins(VM&);  // typed_array.cpp
void install_atomics_builtins(VM&);      // builtins_atomics.cpp
void install_text_codec_builtins(VM&);   // text_codec.cpp: TextEncoder, TextDecoder, atob, btoa, DOMException
void install_well_known_symbol_properties(VM&);
// 7.3.22 SpeciesConstructor ( O, defaultConstructor ) (builtins_promise.cpp).
ThrowOr<Value> species_constructor(VM&, Object* o, Value default_constructor);
void install_structured_clone_builtins(VM&);
// structuredClone(value) without transfer (DataCloneError for what cannot be cloned).
ThrowOr<Value> structured_clone_value(VM& vm, Value value);
// A value structuredClone made in `from`, rebuilt in `to` (a worker's realm): runs no
// JavaScript; the copy is `to`'s and must be rooted before `to` collects.
Value copy_to_vm(VM& from, Value cloned, VM& to);
void install_regexp_builtins(VM&); // RegExp
void install_bigint_builtins(VM&); // builtins_bigint.cpp

} // namespace evloop::js
