// Output (docs/semantics.md §3.5): process.stdout/stderr.write (a line is printed when
// it ends; what is left is written out at the exit), util.inspect and util.format with
// Node's formatting, and util.types' object classes.
#include "core/loop/node/node_host.h"
#include "core/js/inspect.h"

namespace evloop::loop::node {

using namespace evloop::js;
using trace::HostWork;

namespace {

ThrowOr<Value> n_write(VM& vm, CallArgs& a)
{
    // process.stdout/stderr.write: whole lines go out as lines.
    NodeHost& h = host(vm);
    std::string text = TRY(vm.to_string(a.arg(1)))->utf8();
    bool is_stderr = VM::to_boolean(a.arg(0));
    h.m_write_tick = true;
    h.advance(cost::kNodeWriteMs);
    std::string& buf = h.m_write_buffer[is_stderr];
    buf += text;
    size_t nl;
    while ((nl = buf.find('\n')) != std::string::npos) {
        std::string line = buf.substr(0, nl);
        buf.erase(0, nl + 1);
        if (auto* e = h.trace().record(EventKind::Console, h.now())) {
            e->sub = is_stderr ? 3 : 0;
            e->text = h.trace().intern(line);
        }
        h.print(is_stderr, line);
    }
    return Value(true);
}

ThrowOr<Value> n_inspect(VM& vm, CallArgs& a)
{
    InspectOptions options;
    if (a.arg(1).is_number())
        options.depth = a.arg(1).as_number() >= 1e9 ? INT32_MAX : static_cast<int>(a.arg(1).as_number());
    // util.inspect's breakLength and compact (a number; 0 for compact: false).
    if (a.arg(2).is_number())
        options.break_length = a.arg(2).as_number() >= 1e9 ? INT32_MAX : static_cast<int>(a.arg(2).as_number());
    if (a.arg(3).is_number())
        options.compact = static_cast<int>(a.arg(3).as_number());
    options.sorted = VM::to_boolean(a.arg(4));
    options.show_hidden = VM::to_boolean(a.arg(5));
    // customInspect: false, and maxArrayLength (1e9 or more: Infinity).
    if (a.arg(6).is_boolean())
        options.custom_inspect = a.arg(6).as_bool();
    if (a.arg(7).is_number())
        options.max_array_length = a.arg(7).as_number() >= 1e9 ? SIZE_MAX : static_cast<size_t>(std::max(0.0, a.arg(7).as_number()));
    // The options object itself, whose unknown keys reach custom inspect functions.
    if (a.arg(8).is_object() && has_unknown_inspect_option(vm, a.arg(8).as_object()))
        options.user_options = a.arg(8).as_object();
    if (a.arg(8).is_object())
        options.max_string_length = TRY(inspect_length_option(vm, a.arg(8).as_object(), "maxStringLength", options.max_string_length));
    return vm.string_value(TRY(inspect_or_throw(vm, a.arg(0), options)));
}

ThrowOr<Value> n_format(VM& vm, CallArgs& a)
{
    return vm.string_value(TRY(format_log_arguments(vm, a.args)));
}

// objectClass(value) → the internal class util.types asks about: "Map", "Promise",
// "Proxy", "AsyncFunction", ... ("" for a primitive or an ordinary object).
ThrowOr<Value> n_object_class(VM& vm, CallArgs& a)
{
    if (!a.arg(0).is_object())
        return vm.string_value("");
    Object* o = a.arg(0).as_object();
    const char* name = "";
    switch (o->object_class()) {
    case ObjectClass::Ordinary: break;
    case ObjectClass::Array: name = "Array"; break;
    case ObjectClass::Function: {
        name = "Function";
        if (auto* closure = function_cast<Closure>(o)) {
            bool async = closure->code()->is_async, generator = closure->code()->is_generator;
            name = async && generator ? "AsyncGeneratorFunction" : async ? "AsyncFunction" : generator ? "GeneratorFunction" : "Function";
        }
        break;
    }
    case ObjectClass::Error: name = "Error"; break;
    case ObjectClass::Boolean: name = "Boolean"; break;
    case ObjectClass::Number: name = "Number"; break;
    case ObjectClass::String: name = "String"; break;
    case ObjectClass::Symbol: name = "Symbol"; break;
    case ObjectClass::Promise: name = "Promise"; break;
    case ObjectClass::Map: name = "Map"; break;
    case ObjectClass::Set: name = "Set"; break;
    case ObjectClass::Arguments: name = "Arguments"; break;
    case ObjectClass::Iterator: name = "Iterator"; break;
    case ObjectClass::Date: name = "Date"; break;
    case ObjectClass::Proxy: name = "Proxy"; break;
    case ObjectClass::WeakMap: name = "WeakMap"; break;
    case ObjectClass::WeakSet: name = "WeakSet"; break;
    case ObjectClass::WeakRef: name = "WeakRef"; break;
    case ObjectClass::FinalizationRegistry: name = "FinalizationRegistry"; break;
    case ObjectClass::ArrayBuffer: name = "ArrayBuffer"; break;
    case ObjectClass::TypedArray: name = "TypedArray"; break;
    case ObjectClass::DataView: name = "DataView"; break;
    case ObjectClass::RegExp: name = "RegExp"; break;
    case ObjectClass::Generator: name = "Generator"; break;
    case ObjectClass::AsyncGenerator: name = "AsyncGenerator"; break;
    case ObjectClass::BigInt: name = "BigInt"; break;
    }
    return vm.string_value(name);
}

} // namespace

// What process.stdout/stderr.write left without a newline is written out as it is.
void NodeHost::flush_partial_output()
{
    for (int is_stderr = 0; is_stderr < 2; is_stderr++) {
        std::string& partial = m_write_buffer[is_stderr];
        if (partial.empty())
            continue;
        if (auto* e = m_trace.record(EventKind::Console, now())) {
            e->sub = is_stderr ? 3 : 0;
            e->text = m_trace.intern(partial);
        }
        print_partial(is_stderr, partial);
        partial.clear();
    }
}

void define_stdio_natives(VM& vm, Object* b)
{
    vm.define_native(b, "write", n_write, 2);
    vm.define_native(b, "inspect", n_inspect, 2);
    vm.define_native(b, "format", n_format, 0);
    vm.define_native(b, "objectClass", n_object_class, 1);
}

} // namespace evloop::loop::node
