// console.log / info / warn / error / debug: one output line per call, formatted like Node.
#include "core/js/inspect.h"

namespace evloop::js {

namespace {

ThrowOr<Value> console_write(VM& vm, CallArgs& args, ConsoleLevel level)
{
    std::string line = TRY(format_log_arguments(vm, args.args));
    if (vm.hooks().console)
        vm.hooks().console(level, line);
    return Value();
}

ThrowOr<Value> console_log(VM& vm, CallArgs& args) { return console_write(vm, args, ConsoleLevel::Log); }
ThrowOr<Value> console_info(VM& vm, CallArgs& args) { return console_write(vm, args, ConsoleLevel::Info); }
ThrowOr<Value> console_warn(VM& vm, CallArgs& args) { return console_write(vm, args, ConsoleLevel::Warn); }
ThrowOr<Value> console_error(VM& vm, CallArgs& args) { return console_write(vm, args, ConsoleLevel::Error); }
ThrowOr<Value> console_debug(VM& vm, CallArgs& args) { return console_write(vm, args, ConsoleLevel::Debug); }

} // namespace

void install_console_builtins(VM& vm)
{
    Object* console = vm.make_object();
    vm.define_native(console, "log", console_log, 0);
    vm.define_native(console, "info", console_info, 0);
    vm.define_native(console, "warn", console_warn, 0);
    vm.define_native(console, "error", console_error, 0);
    vm.define_native(console, "debug", console_debug, 0);
    vm.define_value(vm.global_object(), "console", Value(console));
}

} // namespace evloop::js
