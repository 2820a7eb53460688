// js_fuzz — the whole engine on mutated programs: lexer, parser, early errors, compiler,
// interpreter, builtins and jobs, under an instruction budget (fuzz_vm.h). The input is
// the program's text; seeds are the corpus programs (tests/corpus) and lesson examples,
// and libFuzzer mutates them with tests/fuzz/js.dict. A syntax error, an exception, a
// budget stop or a normal end are all fine; a crash, a sanitizer report, a hang or a
// SyntaxError message without its "SyntaxError: " prefix is a bug.
// Run: scripts/fuzz js SECONDS (see the README's "Fuzzing" section).
#include "tests/fuzz/fuzz_vm.h"
#include <cstddef>
#include <cstdint>
#include <iostream>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop;
    std::string_view source(reinterpret_cast<const char*>(data), size);
    js::RunResult r = fuzz::run_budgeted(source, js::VM::ProgramKind::CommonJS, fuzz::echo_requested());
    if (fuzz::echo_requested())
        std::cout << "status " << static_cast<int>(r.status) << ": " << r.message << "\n";
    return 0;
}
