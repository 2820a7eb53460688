#pragma once
// How js_fuzz and jsgen_fuzz run a program: as `evloop run` does (the script, then every
// job), under an instruction budget so that no input hangs, with console output counted
// (formatted, so inspect runs) but not printed.
#include "core/js/vm.h"
#include <cstdlib>
#include <iostream>
#include <string_view>

namespace evloop::fuzz {

inline constexpr uint64_t kFuzzInstructionBudget = 100'000;

inline js::RunResult run_budgeted(std::string_view source, js::VM::ProgramKind kind, bool echo = false)
{
    using namespace evloop::js;
    VM vm;
    vm.set_instruction_budget(kFuzzInstructionBudget);
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) {
        if (echo)
            std::cout << line << "\n";
    };
    RunResult r = vm.run_program(source, kind, "fuzz.js");
    while (r.status == RunResult::Status::Ok && vm.run_next_job(&r)) { }
    if (r.status == RunResult::Status::SyntaxError && r.message.rfind("SyntaxError: ", 0) != 0)
        __builtin_trap(); // a syntax error must say so
    return r;
}

// EVLOOP_FUZZ_ECHO=1 prints what the program logs and how it ended (reproducing a crash).
inline bool echo_requested()
{
    static const bool echo = std::getenv("EVLOOP_FUZZ_ECHO") != nullptr;
    return echo;
}

} // namespace evloop::fuzz
