#pragma once
// Recursive-descent parser for the JavaScript subset evloop runs (ES2023 minus a few
// features). Anything outside the subset is a SyntaxError that names the feature:
// "generators are not supported by evloop yet". Never a silent wrong answer.
#include "core/js/ast.h"
#include <optional>
#include <string>

namespace evloop::js {

struct SyntaxErrorInfo {
    std::string message;
    SourceLocation location;
};

struct ParseResult {
    NodePtr program;                     // null on error
    std::optional<SyntaxErrorInfo> error;
};

// CommonJS: a script whose top level is the body of Node's module wrapper function, where
// `return` is allowed (Node's main module and the files it requires).
enum class SourceType : uint8_t { Script, Module, CommonJS };

// Deeper nesting than this (brackets, calls, blocks) is a SyntaxError, not a crash.
inline constexpr int kMaxParseDepth = 400;
// A chain of operators (`1 + 1 + …`) or of member accesses and calls (`a.b().c…`) is
// parsed in a loop but builds a tree as deep as the chain, which later passes walk
// recursively: longer chains are a SyntaxError too, not a stack overflow.
inline constexpr int kMaxChainLength = 2000;

ParseResult parse_program(std::string_view source, SourceType type);
// The program that starts at `start` of `source` and runs to its end: one file of a program
// of several files, whose positions count in the whole text (core/loop/program_files.h).
ParseResult parse_program(std::string_view source, SourceType type, SourceLocation start);
// For a host's own code (trusted; tests/core checks it parses in full): the bodies of
// functions are skipped, found by matching braces, and parsed by function_body() when
// first compiled. `source` must outlive the tree. Early errors are checked only for what
// was parsed.
ParseResult parse_program_lazily(std::string_view source, SourceType type);
// The body of `f`: parsed now if parse_program_lazily skipped it (null and `error` set if
// it is not valid). Safe from several threads.
const Node* function_body(const FunctionNode& f, std::optional<SyntaxErrorInfo>& error);

} // namespace evloop::js
