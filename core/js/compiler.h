#pragma once
// AST → bytecode. Scopes are resolved at compile time: every local binding is a slot in
// an Environment, addressed by (hops, slot). Block scopes get environments only when
// they declare something; `for (let …)` loops copy theirs per iteration.
#include "core/js/bytecode.h"
#include "core/js/parser.h"
#include <optional>
#include <string>
#include <vector>

namespace evloop::js {

class VM;

struct CompileResult {
    FunctionCode* code = nullptr;
    std::optional<SyntaxErrorInfo> error; // early errors found while compiling (e.g. duplicate let)
};

struct CompileOptions {
    // Node's CommonJS wrapper: top-level var and function declarations are locals of the
    // module function instead of properties of the global object.
    bool commonjs = false;
    // With commonjs: the module function's parameters, bound to the arguments it is called
    // with (Node's wrapper: exports, require, module, __filename, __dirname).
    std::vector<std::string> parameters;
    // Functions that need nothing of their enclosing function's compile-time state but its
    // scopes are compiled on their first call (FunctionCode::lazy, compile_lazy_function).
    // Only for trees that outlive the code: a host's prelude, parsed once per process.
    bool lazy_functions = false;
};

CompileResult compile_program(VM& vm, const Node& program, const CompileOptions& options = {});
// Compiles the body of a function left for its first call (nothing if it was compiled).
std::optional<SyntaxErrorInfo> compile_lazy_function(VM& vm, FunctionCode& code);

} // namespace evloop::js
