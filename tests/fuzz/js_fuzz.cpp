// The whole engine: libFuzzer target that compiles and runs arbitrary source (lexer,
// parser, early errors, compiler, interpreter, builtins, jobs) under a small instruction
// budget. The input is the program's text. A syntax error, an exception, a budget stop or
// a normal end are all fine; a crash, a sanitizer report, a hang or a SyntaxError message
// without its "SyntaxError: " prefix is a bug.
// Build (the engine itself must carry coverage: -fsanitize=fuzzer-no-link on everything):
//   cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DEVLOOP_BUILD_APP=OFF -DEVLOOP_FUZZ=ON \
//     -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 \
//     -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -O1 -g" \
//     -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
//   cmake --build build/asan --target js_fuzz
//   build/asan/tests/fuzz/js_fuzz -dict=tests/fuzz/js.dict -max_len=4096 -timeout=20 CORPUS_DIR tests/corpus/neutral
#include "core/js/vm.h"
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace evloop::js;
    std::string_view source(reinterpret_cast<const char*>(data), size);
    VM vm;
    vm.set_instruction_budget(100'000);
    size_t printed = 0;
    vm.hooks().console = [&](ConsoleLevel, const std::string& line) { printed += line.size(); };
    RunResult r = vm.run_program(source, VM::ProgramKind::CommonJS, "fuzz.js");
    while (r.status == RunResult::Status::Ok && vm.run_next_job(&r)) { }
    if (r.status == RunResult::Status::SyntaxError && r.message.rfind("SyntaxError: ", 0) != 0)
        __builtin_trap(); // a syntax error must say so
    return 0;
}
