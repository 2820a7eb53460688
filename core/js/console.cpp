// console.log / info / warn / error / debug: one output line per call, formatted like Node
// (util.format and util.inspect) or, on the browser host, like Chrome DevTools
// (use_devtools_console).
#include "core/js/devtools_format.h"
#include "core/js/inspect.h"

namespace evloop::js {

namespace {

VM::ConsoleState& state_of(VM& vm) { return vm.console_state(); }

void emit(VM& vm, ConsoleLevel level, const std::string& text)
{
    if (!vm.hooks().console)
        return;
    std::string indent(static_cast<size_t>(state_of(vm).group_depth) * 2, ' ');
    // Every line of a multi-line message is indented (Node's kGroupIndent).
    std::string out;
    size_t start = 0;
    for (;;) {
        size_t nl = text.find('\n', start);
        out += indent + text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        if (nl == std::string::npos)
            break;
        out += '\n';
        start = nl + 1;
    }
    vm.hooks().console(level, out);
}

// How a console writes its arguments: format_log_arguments (Node) or
// format_devtools_arguments (the browser).
using Formatter = ThrowOr<std::string> (*)(VM&, std::span<const Value>);

template<Formatter Format, ConsoleLevel Level>
ThrowOr<Value> console_write(VM& vm, CallArgs& args)
{
    // Chromium reports no message for a call without arguments (Node writes an empty line).
    if (Format == format_devtools_arguments && args.args.empty())
        return Value();
    std::string line = TRY(Format(vm, args.args));
    emit(vm, Level, line);
    return Value();
}

ThrowOr<Value> console_dir(VM& vm, CallArgs& args)
{
    // Node's console.dir: inspect(object, { customInspect: false, ...options }).
    InspectOptions base;
    base.custom_inspect = false;
    InspectOptions options = TRY(inspect_options_from(vm, args.arg(1), base));
    std::string text = TRY(inspect_or_throw(vm, args.arg(0), options));
    emit(vm, ConsoleLevel::Log, text);
    return Value();
}

template<Formatter Format>
ThrowOr<Value> console_group(VM& vm, CallArgs& args)
{
    if (args.count() > 0)
        TRY((console_write<Format, ConsoleLevel::Log>(vm, args)));
    ++state_of(vm).group_depth;
    return Value();
}

ThrowOr<Value> console_group_end(VM& vm, CallArgs&)
{
    VM::ConsoleState& st = state_of(vm);
    if (st.group_depth > 0)
        --st.group_depth;
    return Value();
}

template<Formatter Format>
ThrowOr<Value> console_assert(VM& vm, CallArgs& args)
{
    if (VM::to_boolean(args.arg(0)))
        return Value();
    std::vector<Value> rest(args.args.size() > 1 ? args.args.begin() + 1 : args.args.end(), args.args.end());
    std::string message = TRY(Format(vm, rest));
    emit(vm, ConsoleLevel::Warn, rest.empty() ? "Assertion failed" : "Assertion failed: " + message);
    return Value();
}

ThrowOr<Value> console_count(VM& vm, CallArgs& args)
{
    std::string label = args.arg(0).is_undefined() ? "default" : TRY(vm.to_string(args.arg(0)))->utf8();
    VM::ConsoleState& st = state_of(vm);
    for (auto& [name, n] : st.counts) {
        if (name == label) {
            emit(vm, ConsoleLevel::Log, label + ": " + std::to_string(++n));
            return Value();
        }
    }
    st.counts.emplace_back(label, 1);
    emit(vm, ConsoleLevel::Log, label + ": 1");
    return Value();
}

ThrowOr<Value> console_count_reset(VM& vm, CallArgs& args)
{
    std::string label = args.arg(0).is_undefined() ? "default" : TRY(vm.to_string(args.arg(0)))->utf8();
    for (auto& [name, n] : state_of(vm).counts)
        if (name == label)
            n = 0;
    return Value();
}

// The methods that format their arguments, each written with `Format`.
template<Formatter Format>
void define_writers(VM& vm, Object* console)
{
    vm.define_native(console, "log", console_write<Format, ConsoleLevel::Log>, 0);
    vm.define_native(console, "info", console_write<Format, ConsoleLevel::Info>, 0);
    vm.define_native(console, "warn", console_write<Format, ConsoleLevel::Warn>, 0);
    vm.define_native(console, "error", console_write<Format, ConsoleLevel::Error>, 0);
    vm.define_native(console, "debug", console_write<Format, ConsoleLevel::Debug>, 0);
    vm.define_native(console, "group", console_group<Format>, 0);
    vm.define_native(console, "groupCollapsed", console_group<Format>, 0);
    vm.define_native(console, "assert", console_assert<Format>, 0);
}

} // namespace

void install_console_builtins(VM& vm)
{
    Object* console = vm.make_object();
    define_writers<format_log_arguments>(vm, console);
    vm.define_native(console, "dir", console_dir, 0);
    vm.define_native(console, "groupEnd", console_group_end, 0);
    vm.define_native(console, "count", console_count, 0);
    vm.define_native(console, "countReset", console_count_reset, 0);
    vm.define_value(vm.global_object(), "console", Value(console));
}

void use_devtools_console(VM& vm)
{
    auto console = vm.global_object()->get_own_property(vm.key("console"));
    if (console && !console->is_accessor() && console->value.is_object())
        define_writers<format_devtools_arguments>(vm, console->value.as_object());
}

} // namespace evloop::js
