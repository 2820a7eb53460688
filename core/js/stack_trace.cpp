// Stack traces as V8 prints them in an error's `stack` (Node and Chromium print the same
// frames): "    at Foo.method (/abs/main.cjs:4:21)" lines, innermost first, at most
// Error.stackTraceLimit of them.
//
// V8's rules, from its documentation of the stack trace API
// (https://v8.dev/docs/stack-trace-api) and Node's output:
// - a frame is "new F (loc)" for a constructor call; "Type.fn [as key] (loc)" for a
//   method call (the receiver is neither undefined, null nor the global object): Type is
//   the receiver's constructor name, `fn` the function's name, `key` the property of the
//   receiver that holds it when the name does not say so; "fn (loc)" otherwise, or the
//   bare location for an anonymous function;
// - builtins that are running show as "Array.map (<anonymous>)";
// - below the frames of the program come the host's (Node's module loader, timers, tick
//   queue: VM::stack_tail), then, when an async function resumed after an `await`, the
//   async functions that await it ("async outer (loc)").
#include "core/js/generator.h"
#include "core/js/promise.h"
#include "core/js/vm.h"
#include <algorithm>
#include <cmath>

namespace evloop::js {

namespace {

std::optional<Property> own_data(Object* o, const PropertyKey& key)
{
    if (!o || o->is_proxy())
        return std::nullopt;
    auto p = o->get_own_property(key);
    if (!p || p->is_accessor())
        return std::nullopt;
    return p;
}

bool is_identifier_name(const std::string& s)
{
    if (s.empty())
        return false;
    for (size_t i = 0; i < s.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        bool letter = std::isalpha(c) || c == '_' || c == '$' || c >= 0x80;
        if (!(letter || (i > 0 && std::isdigit(c))))
            return false;
    }
    return true;
}

} // namespace

// The name a frame shows for its function (V8's GetDebugName): the `name` property when
// it is a non-empty string, else the name the parser inferred ("o.handler").
static std::string frame_function_name(VM& vm, Object* function)
{
    if (!function)
        return {};
    if (auto name = own_data(function, vm.names().name); name && name->value.is_string()) {
        std::string s = name->value.as_string()->utf8();
        if (!s.empty())
            return s;
    }
    if (auto* closure = function_cast<Closure>(function))
        return closure->code()->inferred_name;
    return {};
}

// JSReceiver::GetConstructorName: a @@toStringTag on the chain, else the name of the
// first `constructor` on the prototypes that is not "Object", else the object's class.
static std::string constructor_name(VM& vm, Object* o)
{
    if (o->is_proxy())
        return "Proxy";
    // A generator object was made by its generator function ("gen.next").
    if (o->object_class() == ObjectClass::Generator || o->object_class() == ObjectClass::AsyncGenerator) {
        auto* g = static_cast<GeneratorObject*>(o);
        if (g->frame && g->frame->callee) {
            std::string name = frame_function_name(vm, g->frame->callee);
            if (!name.empty())
                return name;
        }
    }
    PropertyKey tag = PropertyKey::symbol(vm.symbol_to_string_tag());
    int depth = 0;
    for (Object* p = o; p && depth < 64; p = p->prototype(), ++depth) {
        if (p->is_proxy())
            break;
        if (auto t = own_data(p, tag); t && t->value.is_string())
            return t->value.as_string()->utf8();
        if (p != o) {
            if (auto c = own_data(p, vm.names().constructor); c && VM::is_callable(c->value)) {
                std::string name = frame_function_name(vm, c->value.as_object());
                if (!name.empty() && name != "Object")
                    return name;
            }
        }
    }
    return o->is_function() ? "Function" : "Object";
}

// Whether `key` on `holder`'s chain holds `function` (as a value or an accessor).
static bool holds_function(Object* holder, const PropertyKey& key, Object* function)
{
    int depth = 0;
    for (Object* p = holder; p && depth < 64; p = p->prototype(), ++depth) {
        if (p->is_proxy())
            return false;
        auto prop = p->get_own_property(key);
        if (!prop)
            continue;
        if (prop->is_accessor())
            return prop->getter == function || prop->setter == function;
        return prop->value.is_object() && prop->value.as_object() == function;
    }
    return false;
}

// CallSiteInfo::GetMethodName: the property of the receiver that holds the function —
// its own name if that fits, else the one enumerable string-keyed property on the chain
// holding it (none when two do).
static std::string frame_method_name(VM& vm, Value receiver, Object* function)
{
    if (receiver.is_nullish() || !function)
        return {};
    auto holder_or = vm.to_object(receiver);
    if (holder_or.is_throw()) {
        (void)vm.take_exception();
        return {};
    }
    Object* holder = holder_or.value();
    std::string name;
    if (auto* closure = function_cast<Closure>(function))
        name = closure->code()->name;
    else if (auto n = own_data(function, vm.names().name); n && n->value.is_string())
        name = n->value.as_string()->utf8();
    if (name.rfind("get ", 0) == 0 || name.rfind("set ", 0) == 0) {
        name = name.substr(4);
    } else if (name.empty()) {
        if (auto* closure = function_cast<Closure>(function)) {
            name = closure->code()->inferred_name;
            if (size_t dot = name.rfind('.'); dot != std::string::npos)
                name = name.substr(dot + 1);
        }
    }
    if (!name.empty() && holds_function(holder, vm.key(name), function))
        return name;
    std::string found;
    int depth = 0;
    for (Object* p = holder; p && depth < 64; p = p->prototype(), ++depth) {
        if (p->is_proxy())
            break;
        for (const auto& [key, prop] : p->named_properties()) {
            if (!key.is_string() || !prop.enumerable())
                continue;
            bool match = prop.is_accessor() ? (prop.getter == function || prop.setter == function)
                                            : (prop.value.is_object() && prop.value.as_object() == function);
            if (!match)
                continue;
            std::string k = key.as_string()->utf8();
            if (!found.empty() && found != k)
                return {}; // two properties hold it: V8 names none
            found = k;
        }
    }
    return found;
}

// StringEndsWithMethodName: `name` is `method` or ends with "." + method.
static bool ends_with_method_name(const std::string& name, const std::string& method)
{
    if (name == method)
        return true;
    return name.size() > method.size() && name.compare(name.size() - method.size(), method.size(), method) == 0
        && name[name.size() - method.size() - 1] == '.';
}

struct FrameInfo {
    Object* function = nullptr;
    Value receiver;
    bool construct = false;
    bool top_level_code = false; // a script's or module's body
    std::string location;        // "file:3:5" or "<anonymous>"
};

// SerializeJSStackFrame: the text after "at ".
static std::string format_frame(VM& vm, const FrameInfo& f, bool async)
{
    std::string out = async ? "async " : "";
    std::string function_name = f.top_level_code ? std::string() : frame_function_name(vm, f.function);
    bool top_level = f.receiver.is_nullish() || f.receiver.is_empty()
        || (f.receiver.is_object() && f.receiver.as_object() == vm.global_object());
    if (!top_level && !f.construct) {
        // AppendMethodCall
        std::string type_name;
        if (f.receiver.is_object()) {
            Object* r = f.receiver.as_object();
            type_name = constructor_name(vm, r);
            if (auto* fo = r->is_function() ? static_cast<FunctionObject*>(r) : nullptr; fo && fo->is_class_constructor()) {
                std::string class_name = frame_function_name(vm, r);
                if (!class_name.empty())
                    type_name = class_name;
            }
        } else if (f.receiver.is_string()) {
            type_name = "String";
        } else if (f.receiver.is_number()) {
            type_name = "Number";
        } else if (f.receiver.is_boolean()) {
            type_name = "Boolean";
        } else if (f.receiver.is_symbol()) {
            type_name = "Symbol";
        } else if (f.receiver.is_bigint()) {
            type_name = "BigInt";
        }
        std::string method_name = f.top_level_code ? std::string() : frame_method_name(vm, f.receiver, f.function);
        if (!function_name.empty()) {
            if (!type_name.empty() && is_identifier_name(function_name) && function_name != type_name)
                out += type_name + ".";
            out += function_name;
            if (!method_name.empty() && !ends_with_method_name(function_name, method_name))
                out += " [as " + method_name + "]";
        } else {
            if (!type_name.empty())
                out += type_name + ".";
            out += method_name.empty() ? "<anonymous>" : method_name;
        }
    } else if (f.construct) {
        out += "new " + (function_name.empty() ? std::string("<anonymous>") : function_name);
    } else if (!function_name.empty()) {
        out += function_name;
    } else {
        return out + f.location;
    }
    return out + " (" + f.location + ")";
}

// V8's position of a frame: a call's (at the method's name for `a.b()`), a property
// read's name (where a getter runs, or a TypeError for `null.x` is thrown), else the
// expression's.
static SourceLocation frame_position(Frame* f)
{
    uint32_t pc = f->pc == 0 ? 0 : f->pc - 1;
    SourceRange r = f->code->origin_at(pc);
    auto& sites = f->code->property_sites;
    auto it = std::upper_bound(sites.begin(), sites.end(), pc, [](uint32_t p, const FunctionCode::CallSite& c) { return p < c.begin; });
    if (it != sites.begin() && pc < std::prev(it)->end)
        r = std::prev(it)->range;
    return r.start;
}

// "/abs/dir/lib.cjs:3:5": the frame's file (scripts.cpp) and its own line.
static std::string frame_location(VM& vm, Frame* f)
{
    SourceLocation at = frame_position(f);
    return vm.script_position(f->code->script, at.line, at.column);
}

void VM::note_throw_site(bool throw_statement)
{
    // The innermost frame of the program's own code (the host's JavaScript stands in for
    // Node's internals and is passed over: its callers' place is what a learner can read).
    Frame* f = m_current;
    while (f && f->code->internal)
        f = f->caller;
    // The host's code (or the VM's entry, with no frame at all) passing an exception on:
    // V8's rethrow keeps the message. (Only compared: a collected object is never read.)
    if ((!f || f != m_current) && m_throw_site.line > 0 && VM::same_value(m_exception, m_throw_site_value))
        return;
    if (!throw_statement && !m_throw_site.file.empty() && VM::same_value(m_exception, m_throw_site_value))
        return;
    m_throw_site_value = m_exception;
    if (!f) {
        m_throw_site = {};
        return;
    }
    if (throw_statement && f == m_current && f->pc > 0) {
        // A `throw` statement is reported at its start; the rethrow at the end of a
        // `finally` is not a statement and keeps the place of the throw it repeats.
        auto& throws = f->code->throw_statements;
        uint32_t pc = f->pc - 1;
        auto it = std::lower_bound(throws.begin(), throws.end(), pc, [](const auto& t, uint32_t p) { return t.first < p; });
        if (it == throws.end() || it->first != pc)
            return;
        m_throw_site = { it->second.start.line, it->second.start.column, {}, {}, f->code->script };
        return;
    }
    SourceLocation at = frame_position(f);
    m_throw_site = { at.line, at.column, {}, {}, f->code->script };
}

void VM::note_foreign_throw_site(Value thrown, ThrowSite site)
{
    m_throw_site = std::move(site);
    m_throw_site_value = thrown;
}

static FrameInfo info_of(VM& vm, Frame* f)
{
    FrameInfo info;
    info.function = f->callee;
    info.receiver = f->receiver;
    info.construct = f->is_construct;
    info.top_level_code = f->code->is_top_level;
    info.location = frame_location(vm, f);
    return info;
}

// Error.stackTraceLimit, read when the trace is taken (V8: a number, else no frames).
static size_t stack_trace_limit(VM& vm)
{
    Object* error = vm.intrinsic("Error");
    auto limit = own_data(error, vm.key("stackTraceLimit"));
    if (!limit || !limit->value.is_number())
        return 0;
    double n = limit->value.as_number();
    if (std::isnan(n) || n <= 0)
        return 0;
    return n > 1000 ? 1000 : static_cast<size_t>(n);
}

std::string VM::current_stack_trace()
{
    size_t limit = stack_trace_limit(*this);
    std::vector<std::string> lines;
    auto add = [&](std::string line) {
        if (lines.size() < limit)
            lines.push_back(std::move(line));
    };
    // Leaves out the frames up to the one of stack_skip_until (the Error constructors').
    Object* skip_until = stack_skip_until;
    auto skipped = [&](Object* function) {
        if (!skip_until)
            return false;
        if (function == skip_until)
            skip_until = nullptr;
        return true;
    };
    size_t native = m_native_calls.size();
    auto add_natives_called_by = [&](Frame* caller) {
        while (native > 0 && m_native_calls[native - 1].caller == caller) {
            const NativeCall& call = m_native_calls[--native];
            if (skipped(call.function))
                continue;
            bool from_internal = caller && caller->code->internal;
            if (from_internal)
                continue; // a builtin the host's own code called
            // Only the builtin the code called shows, not the ones it used in turn
            // (String.prototype.replace, not RegExp.prototype[@@replace]).
            if (native > 0 && m_native_calls[native - 1].caller == caller)
                continue;
            FrameInfo info;
            info.function = call.function;
            info.receiver = call.receiver;
            info.construct = call.construct;
            info.location = "<anonymous>";
            add(format_frame(*this, info, false));
        }
    };
    Frame* outermost = nullptr;
    for (Frame* f = m_current; f; f = f->caller) {
        add_natives_called_by(f);
        outermost = f;
        if (skipped(f->callee))
            continue;
        if (f->code->internal) {
            // The host's own code, like Node's internals: its frames are in stack_tail, or
            // given for this frame (the module loader under a required file's code).
            for (const auto& [frame, shown] : internal_frame_lines)
                if (frame == f)
                    for (const std::string& line : shown)
                        add(line);
            continue;
        }
        add(format_frame(*this, info_of(*this, f), false));
    }
    add_natives_called_by(nullptr);
    if (m_running_job && m_running_job->kind == JobKind::QueueMicrotask)
        for (const std::string& line : queue_microtask_frames)
            add(line);
    for (const std::string& line : stack_tail)
        add(line);
    // CaptureAsyncStackTrace: from the running reaction job's promise, the async functions
    // that await it, one after the other (while each promise has exactly one reaction).
    PromiseObject* promise = nullptr;
    if (m_running_job && outermost) {
        if (m_running_job->kind == JobKind::AwaitContinuation && m_running_job->frame == outermost)
            promise = outermost->code->is_async_function() ? outermost->async_promise : nullptr;
        else if (m_running_job->kind == JobKind::PromiseReaction && m_running_job->reaction && m_running_job->reaction->has_capability
            && m_running_job->reaction->capability.promise.is_object() && m_running_job->reaction->capability.promise.as_object()->object_class() == ObjectClass::Promise)
            promise = static_cast<PromiseObject*>(m_running_job->reaction->capability.promise.as_object());
    }
    for (int hops = 0; promise && lines.size() < limit && hops < 1000; ++hops) {
        if (promise->state != PromiseObject::State::Pending || promise->fulfill_reactions.size() != 1)
            break;
        PromiseReaction* reaction = promise->fulfill_reactions.front();
        if (Frame* waiting = reaction->await_frame) {
            if (!waiting->code->is_async_function() || waiting->code->internal)
                break; // (a module's body counts: "async file:///…/main.mjs:3:1")
            add(format_frame(*this, info_of(*this, waiting), true));
            promise = waiting->async_promise;
            continue;
        }
        if (!reaction->has_capability || !reaction->capability.promise.is_object() || reaction->capability.promise.as_object()->object_class() != ObjectClass::Promise)
            break;
        promise = static_cast<PromiseObject*>(reaction->capability.promise.as_object());
    }
    std::string out;
    for (const std::string& line : lines) {
        if (!out.empty())
            out += "\n";
        out += "    at " + line;
    }
    return out;
}

} // namespace evloop::js
