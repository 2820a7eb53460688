#pragma once
// Runs a program the way `evloop run` does (script, then every job) and collects its
// console output, for engine unit tests.
#include "core/js/vm.h"
#include <string>

struct JsRun {
    std::string out; // console.log/info/debug lines, each ending in "\n"
    std::string err; // console.warn/error lines
    evloop::js::RunResult::Status status = evloop::js::RunResult::Status::Ok;
    std::string message; // syntax error / uncaught error / budget message
    uint64_t instructions = 0;
};

inline JsRun run_js(const std::string& source, uint64_t budget = 50'000'000,
    evloop::js::VM::ProgramKind kind = evloop::js::VM::ProgramKind::CommonJS)
{
    using namespace evloop::js;
    JsRun run;
    VM vm;
    vm.set_instruction_budget(budget);
    vm.hooks().console = [&](ConsoleLevel level, const std::string& line) {
        (level == ConsoleLevel::Warn || level == ConsoleLevel::Error ? run.err : run.out) += line + "\n";
    };
    RunResult r = vm.run_program(source, kind, "test.js");
    while (r.status == RunResult::Status::Ok && vm.run_next_job(&r)) { }
    run.status = r.status;
    run.message = r.message;
    run.instructions = vm.instructions();
    return run;
}
