// jsgen_fuzz — the compiler and the VM on programs from a grammar (js_generator.h): the
// fuzzer's bytes are the generator's choices, so mutations move between valid programs
// with functions, closures, classes, generators, async/await, promises and try/catch
// rather than between syntax errors, and reach deep into the compiler, the interpreter
// and the job queue. Each program runs under the instruction budget (fuzz_vm.h). A crash,
// a sanitizer report or a hang is a bug. To see the program of a finding:
//   build/fuzz/tests/fuzz/jsgen_print build/fuzz/crashes/jsgen/crash-…
// Run: scripts/fuzz jsgen SECONDS.
#include "tests/fuzz/fuzz_vm.h"
#include "tests/fuzz/js_generator.h"
#include <cstddef>
#include <cstdint>
#include <iostream>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop;
    std::string program = fuzz::generate_program(data, size);
    bool echo = fuzz::echo_requested();
    if (echo)
        std::cout << program << "\n----\n";
    // Byte 0 also picks how the program runs: CommonJS (Node's wrapper) or a module.
    js::VM::ProgramKind kind = size > 0 && (data[0] & 0x80) ? js::VM::ProgramKind::Module : js::VM::ProgramKind::CommonJS;
    js::RunResult r = fuzz::run_budgeted(program, kind, echo);
    if (echo)
        std::cout << "status " << static_cast<int>(r.status) << ": " << r.message << "\n";
    return 0;
}
